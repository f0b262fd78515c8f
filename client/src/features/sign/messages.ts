/** Korean texts of the sign screens (SPEC §8, word for word where the spec gives them). */
export const SIGN_TEXT = {
  loginFailed: '로그인 실패',
  adminForbidden: '관리자는 로그인 할 수 없습니다.',
  signUpClientDone: '회원 가입 성공',
  signUpPendingDone: '회원 가입 신청이 완료되었습니다. 관리자 승인 하에 로그인 가능합니다.',
  signUpFailed: '회원 가입 실패',
  resetFailed: '비밀번호 변경에 실패했습니다',
  resetDone: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.',
} as const;
