import { MENU } from '../../app/menus';

/** The server's rule for a school authentication code typed by staff (AuthenticationCodeInput.code). */
export const AUTH_CODE = /^[A-Za-z0-9]{6,20}$/;
export const AUTH_CODE_MESSAGE = '인증코드는 영문과 숫자 6~20자로 입력해주세요.';

export const NO_CODE_MESSAGE = '등록된 코드가 없습니다.';
export const CHECK_OK_MESSAGE = '인증이 완료되었습니다.';
export const CHECK_FAILED_MESSAGE = '인증에 실패했습니다.';

/** How the page picks a school: from the jurisdiction list (menu 00017 holders) or the user's own school. */
export function schoolPickMode(user: { permissions: string[]; schoolId?: string } | null | undefined): 'list' | 'own' | 'none' {
  if (!user) return 'none';
  if (user.permissions.includes(MENU.SCHOOLS)) return 'list';
  return user.schoolId ? 'own' : 'none';
}

/** Roles the server lets change a code (not the ministry, not school users). */
export const mayChangeCode = (role: string | undefined) => !!role && role !== 'EDUCATION_MINISTRY' && role !== 'CLIENT';
