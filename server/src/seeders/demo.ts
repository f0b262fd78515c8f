import type { EntityManager } from '@mikro-orm/postgresql';
import { Account, AccountStatus } from '../modules/account/account.entity.js';
import { hashPassword } from '../modules/account/account.service.js';
import { RoleCode, UserRole } from '../modules/account/role.entity.js';
import { Center } from '../modules/organization/center.entity.js';
import { EducationOffice } from '../modules/organization/education-office.entity.js';
import { School, SchoolAuthenticationCode, SchoolType } from '../modules/organization/school.entity.js';
import { Sgg } from '../modules/region/region.entity.js';

/** Password of every demo account (README.md lists them). Never seeded outside `npm start`. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_SCHOOL_CODE = '24681357';

export const DEMO_ACCOUNTS: { loginId: string; role: RoleCode; name: string; note: string }[] = [
  { loginId: 'admin', role: RoleCode.SYSTEM_ADMIN, name: '김관리', note: '시스템 관리자: 가입 승인, 메뉴 권한' },
  { loginId: 'ministry', role: RoleCode.EDUCATION_MINISTRY, name: '이교육', note: '교육부 (전국 조회)' },
  { loginId: 'office', role: RoleCode.EDUCATION_OFFICE, name: '박교육청', note: '서울특별시교육청' },
  { loginId: 'manager', role: RoleCode.CENTER_MANAGER, name: '최센터장', note: '서울 중부 센터 관리자' },
  { loginId: 'center', role: RoleCode.CENTER_MEMBER, name: '정실무', note: '서울 중부 센터 실무자' },
  { loginId: 'gg_center', role: RoleCode.CENTER_MEMBER, name: '한수원', note: '경기 수원 센터 실무자 (다른 센터)' },
  { loginId: 'member', role: RoleCode.MEMBER, name: '강담당', note: '서울한빛초등학교 담당 교사' },
  { loginId: 'client', role: RoleCode.CLIENT, name: '윤학교', note: '서울한빛초등학교 사용자 (인증 완료)' },
  { loginId: 'newclient', role: RoleCode.CLIENT, name: '조신규', note: '학교 인증코드 입력 전 사용자' },
  { loginId: 'csg_admin', role: RoleCode.CENTRAL_SUPPORT_GROUP, name: '중앙지원', note: '중앙지원단: 이 화면에서는 로그인 거부' },
];

/** A small demonstration data set for `npm start`: two regions, two centers, five schools, one user per role. */
export async function seedDemo(em: EntityManager): Promise<boolean> {
  if (await em.count(Account, { loginId: 'admin' })) return false;
  await em.transactional(async (tx) => {
    const office = (id: string) => tx.getReference(EducationOffice, id);
    const schools = [
      { id: '7000001', name: '서울한빛초등학교', type: SchoolType.ELEMENTARY, sggCode: '11110', office: 'B10', address: '서울특별시 종로구 한빛로 1' },
      { id: '7000002', name: '서울누리중학교', type: SchoolType.MIDDLE, sggCode: '11140', office: 'B10', address: '서울특별시 중구 누리로 2' },
      { id: '7000003', name: '서울다온고등학교', type: SchoolType.HIGH, sggCode: '11170', office: 'B10', address: '서울특별시 용산구 다온로 3' },
      { id: '7500001', name: '수원새솔초등학교', type: SchoolType.ELEMENTARY, sggCode: '41111', office: 'J10', address: '경기도 수원시 장안구 새솔로 4' },
      { id: '7500002', name: '수원바른중학교', type: SchoolType.MIDDLE, sggCode: '41113', office: 'J10', address: '경기도 수원시 권선구 바른로 5' },
    ].map((s) =>
      tx.create(School, {
        id: s.id,
        name: s.name,
        type: s.type,
        address: s.address,
        sggCode: s.sggCode,
        sdCode: s.sggCode.slice(0, 2),
        educationOffice: office(s.office),
      }),
    );
    for (const s of schools) tx.create(SchoolAuthenticationCode, { school: s, code: DEMO_SCHOOL_CODE });
    const seoul = tx.create(Center, {
      code: 'SEOUL-01',
      name: '서울 중부 정신건강 학교지원센터',
      contact: '02-000-0001',
      email: 'seoul-center@example.org',
      educationOffice: office('B10'),
      sdCode: '11',
      reqLocalCode: '11140',
    });
    seoul.jurisdictionLocals.set([tx.getReference(Sgg, '11110'), tx.getReference(Sgg, '11140')]);
    seoul.jurisdictionSchools.set([schools[2]]);
    const gyeonggi = tx.create(Center, {
      code: 'GG-01',
      name: '경기 수원 정신건강 학교지원센터',
      contact: '031-000-0002',
      educationOffice: office('J10'),
      sdCode: '41',
      reqLocalCode: '41111',
    });
    gyeonggi.jurisdictionLocals.set([tx.getReference(Sgg, '41111'), tx.getReference(Sgg, '41113')]);

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const [i, d] of DEMO_ACCOUNTS.entries()) {
      const affiliation =
        d.loginId === 'gg_center'
          ? { center: gyeonggi, sdCode: '41', sggCode: '41111' }
          : d.role === RoleCode.CENTER_MANAGER || d.role === RoleCode.CENTER_MEMBER
            ? { center: seoul, sdCode: '11', sggCode: '11140' }
            : d.role === RoleCode.MEMBER || d.role === RoleCode.CLIENT
              ? { school: schools[0], sdCode: '11', sggCode: '11110' }
              : d.role === RoleCode.EDUCATION_OFFICE
                ? { sdCode: '11' }
                : {};
      tx.create(Account, {
        loginId: d.loginId,
        email: `${d.loginId.replace('_', '')}@example.org`,
        name: d.name,
        mobile: `010${String(10000000 + i * 1111).padStart(8, '0')}`,
        role: tx.getReference(UserRole, d.role),
        status: AccountStatus.ACTIVE,
        passwordHash,
        personalInfoAgreeYn: 'Y',
        authenticationCodeStatus: d.loginId === 'client' ? 'Y' : 'N',
        approvedAt: new Date(),
        ...affiliation,
      });
    }
  });
  return true;
}
