import { RoleCode } from '../modules/account/role.entity.js';

/** Menu-permission ids of SPEC §2 with the path prefixes they open. */
export const MENUS: { id: string; name: string; paths: string[] }[] = [
  { id: '00001', name: '사업 소개', paths: ['/auth/intro'] },
  { id: '00002', name: '공지사항', paths: ['/auth/bbs/notice'] },
  { id: '00003', name: '자료실', paths: ['/auth/bbs/data'] },
  { id: '00004', name: '게시판', paths: ['/auth/bbs/board'] },
  { id: '00005', name: '센터 FAQ', paths: ['/auth/bbs/center-faq'] },
  { id: '00006', name: 'FAQ', paths: ['/auth/bbs/faq'] },
  { id: '00007', name: '의뢰 등록', paths: ['/auth/request/register'] },
  { id: '00008', name: '의뢰 내역', paths: ['/auth/request-hist'] },
  { id: '00009', name: '사례 관리', paths: ['/auth/case-management'] },
  { id: '00010', name: '자문 기록', paths: ['/auth/consulting'] },
  { id: '00011', name: '의뢰 통계', paths: ['/auth/statistics/request'] },
  { id: '00012', name: '보고 통계', paths: ['/auth/statistics/report'] },
  { id: '00013', name: '사용자·센터 관리', paths: ['/auth/user', '/auth/organization/center'] },
  { id: '00015', name: '설문지 관리', paths: ['/auth/forms'] },
  { id: '00016', name: '메뉴 권한 관리', paths: ['/auth/menu-permission'] },
  { id: '00017', name: '학교 관리', paths: ['/auth/organization/school'] },
  { id: '00018', name: '학교 인증코드', paths: ['/auth/school-authentication-code'] },
  { id: '00019', name: '간편검사 등록', paths: ['/auth/simple-evaluation/register'] },
  { id: '00020', name: '간편검사', paths: ['/auth/simple-evaluation'] },
  { id: '00021', name: '간편검사 FAQ', paths: ['/auth/bbs/simple-evaluation-faq'] },
  { id: '00022', name: 'SMS 발송 내역', paths: ['/auth/sms-send-history'] },
  { id: '00023', name: '팝업 관리', paths: ['/auth/popup'] },
  // beyond SPEC §2: the access log (개인정보 접근 기록), for the system administrator only
  { id: '00024', name: '개인정보 접근 기록', paths: ['/auth/access-log'] },
];

/** Menus no role gets through ALL: the server also requires the SYSTEM_ADMIN role for them. */
const SYSTEM_ADMIN_ONLY = ['00024'];
const ALL = MENUS.filter((m) => m.paths.length && !SYSTEM_ADMIN_ONLY.includes(m.id)).map((m) => m.id);
const CENTER_MEMBER = ['00001', '00002', '00003', '00004', '00005', '00006', '00008', '00009', '00010', '00011', '00012', '00017', '00018', '00019', '00020', '00021', '00022'];

/**
 * Default menu ids per role, seeded once; administrators change them on the menu-permission screen afterwards.
 * docs/PERMISSIONS.md explains the choices.
 */
export const ROLES: { id: RoleCode; name: string; selfApproved: boolean; permissions: string[] }[] = [
  { id: RoleCode.CLIENT, name: '학교 사용자', selfApproved: true, permissions: [] },
  {
    id: RoleCode.MEMBER,
    name: '학교 담당자',
    selfApproved: false,
    permissions: ['00001', '00002', '00003', '00004', '00006', '00007', '00008', '00018', '00019', '00020', '00021'],
  },
  { id: RoleCode.CENTER_MEMBER, name: '센터 실무자', selfApproved: false, permissions: CENTER_MEMBER },
  { id: RoleCode.CENTER_MANAGER, name: '센터 관리자', selfApproved: false, permissions: [...CENTER_MEMBER, '00013'].sort() },
  {
    id: RoleCode.EDUCATION_OFFICE,
    name: '교육청',
    selfApproved: false,
    permissions: ['00001', '00002', '00003', '00004', '00006', '00008', '00011', '00012', '00013', '00017', '00020', '00021'],
  },
  {
    id: RoleCode.EDUCATION_MINISTRY,
    name: '교육부',
    selfApproved: false,
    permissions: ['00001', '00002', '00003', '00006', '00011', '00012', '00017', '00020', '00021'],
  },
  { id: RoleCode.CENTRAL_SUPPORT_GROUP, name: '중앙지원단', selfApproved: false, permissions: ALL },
  { id: RoleCode.SYSTEM_ADMIN, name: '시스템 관리자', selfApproved: false, permissions: [...ALL, ...SYSTEM_ADMIN_ONLY] },
];
