import { describe, expect, it } from 'vitest';
import { kstInput, kstNow, requestInput, requestProblems, valuesOfDetail, type RequestFormValues } from './requestForm';

const NOW = '2026-05-01T12:00';

const filled: RequestFormValues = {
  requestType: 'GENERAL',
  name: ' 김하늘 ',
  gender: 'F',
  birth: '2014-03-09',
  mobile: '010-1234-5678',
  grade: '5',
  classNo: '3',
  num: '12',
  requesterName: '이선생',
  requesterInstitution: '서울초등학교',
  requesterContact: '02-123-4567',
  guardianContact: '010 9876 5432',
  guardianRelationship: '모',
  postcode: '03000',
  address: '서울특별시 종로구 대학로 75-1',
  addressDetail: '101동 202호',
  pastInterestGroup: 'N',
  pastExperience: ['상담', '심리검사'],
  mainAppeal: '교우 관계의 어려움',
  gcRequest: true,
  gcRequestAt: '2026-04-30T09:30',
  gcRequestMethod: 'WRITTEN',
  gc3rdPartyProvision: true,
  gc3rdPartyProvisionAt: '2026-04-30T09:35',
  gc3rdPartyProvisionMethod: 'VERBAL',
};

describe('request form rules', () => {
  it('names every required field with the server message when the form is empty', () => {
    expect(requestProblems({}, NOW)).toEqual({
      name: '학생 이름을 입력해주세요.',
      gender: '성별을 선택해주세요.',
      birth: '생년월일을 입력해주세요.',
      requesterName: '의뢰자 이름을 입력해주세요.',
      requesterContact: '의뢰자 연락처를 입력해주세요.',
      guardianContact: '보호자 연락처를 입력해주세요.',
      guardianRelationship: '보호자 관계를 선택해주세요.',
      mainAppeal: '주호소를 입력해주세요.',
      gcRequest: '의뢰 동의가 필요합니다.',
      gcRequestAt: '의뢰 동의 일시를 입력해주세요.',
      gcRequestMethod: '의뢰 동의 방법을 선택해주세요.',
      gc3rdPartyProvision: '제3자 제공 동의가 필요합니다.',
      gc3rdPartyProvisionAt: '제3자 제공 동의 일시를 입력해주세요.',
      gc3rdPartyProvisionMethod: '제3자 제공 동의 방법을 선택해주세요.',
    });
    expect(requestProblems(filled, NOW)).toEqual({});
  });

  it('checks phones (SPEC §5 mobiles, a landline for the requester), dates, numbers and the 기타 relationship', () => {
    const p = (o: RequestFormValues) => requestProblems({ ...filled, ...o }, NOW);
    expect(p({ mobile: '010-1234 5678' }).mobile).toBe('학생 휴대전화번호 형식이 맞지 않습니다.');
    expect(p({ guardianContact: '02-123-4567' }).guardianContact).toBe('보호자 연락처 형식이 맞지 않습니다.');
    expect(p({ requesterContact: '010-1234-5678' }).requesterContact).toBeUndefined();
    expect(p({ requesterFax: '12345' }).requesterFax).toBe('팩스 형식이 맞지 않습니다.');
    expect(p({ birth: '2026-05-02' }).birth).toBe('생년월일 형식이 맞지 않습니다.');
    expect(p({ birth: '2014-02-30' }).birth).toBe('생년월일 형식이 맞지 않습니다.');
    // empty is asked for, malformed is malformed (issue 29: an empty birth date said 형식이 맞지 않습니다)
    expect(p({ birth: '' }).birth).toBe('생년월일을 입력해주세요.');
    expect(p({ birth: '2014-3-9' }).birth).toBe('생년월일 형식이 맞지 않습니다.');
    expect(p({ guardianContact: ' ' }).guardianContact).toBe('보호자 연락처를 입력해주세요.');
    expect(p({ guardianContact: '010-6666-9999' }).guardianContact).toBeUndefined();
    expect(p({ requesterContact: '' }).requesterContact).toBe('의뢰자 연락처를 입력해주세요.');
    expect(p({ requesterContact: '02-123-4567' }).requesterContact).toBeUndefined();
    expect(p({ grade: '7' }).grade).toBe('학년 형식이 맞지 않습니다.');
    expect(p({ classNo: '0' }).classNo).toBe('반 형식이 맞지 않습니다.');
    expect(p({ guardianRelationship: 'ETC' }).guardianRelationshipEtc).toBe('기타 보호자 관계를 입력해주세요.');
    expect(p({ guardianRelationship: 'ETC', guardianRelationshipEtc: '이모' })).toEqual({});
    // a consent cannot have been given in the future
    expect(p({ gcRequestAt: '2026-05-01T12:01' }).gcRequestAt).toBe('의뢰 동의 일시 형식이 맞지 않습니다');
  });

  it('sends digits, numbers, the experiences comma-joined and both consents as Y', () => {
    expect(requestInput(filled)).toEqual({
      requestType: 'GENERAL',
      simpleEvaluationId: undefined,
      requestTarget: { name: '김하늘', gender: 'F', birthYear: 2014, birthMonth: 3, birthDate: 9, mobile: '01012345678' },
      grade: 5,
      classNo: 3,
      num: 12,
      requesterName: '이선생',
      requesterInstitution: '서울초등학교',
      requesterContact: '021234567',
      requesterFax: undefined,
      guardianContact: '01098765432',
      guardianRelationship: '모',
      guardianRelationshipEtc: undefined,
      postcode: '03000',
      address: '서울특별시 종로구 대학로 75-1',
      addressDetail: '101동 202호',
      pastInterestGroup: 'N',
      pastInstitutionalLinkage: undefined,
      pastExperience: '상담,심리검사',
      ssMedicalExpensesSupport: undefined,
      mainAppeal: '교우 관계의 어려움',
      remark: undefined,
      gcRequest: 'Y',
      gcRequestAt: '2026-04-30T09:30',
      gcRequestMethod: 'WRITTEN',
      gc3rdPartyProvision: 'Y',
      gc3rdPartyProvisionAt: '2026-04-30T09:35',
      gc3rdPartyProvisionMethod: 'VERBAL',
    });
    expect(requestInput({ ...filled, requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: 42 })).toMatchObject({ requestType: 'SIMPLE_EVALUATION', simpleEvaluationId: 42 });
  });

  it('reads consent times in Korean time whatever the browser zone, and a stored request back into the form', () => {
    expect(kstInput('2026-04-30T00:30:00.000Z')).toBe('2026-04-30T09:30');
    expect(kstNow(Date.parse('2026-04-30T15:10:00.000Z'))).toBe('2026-05-01T00:10');
    const v = valuesOfDetail({
      requestType: 'GENERAL',
      requestTarget: { name: '김하늘', gender: 'F', birthYear: 2014, birthMonth: 3, birthDate: 9, mobile: '01012345678' },
      grade: 5,
      requesterName: '이선생',
      requesterContact: '021234567',
      guardianContact: '01098765432',
      guardianRelationship: 'ETC',
      guardianRelationshipEtc: '이모',
      pastExperience: '상담,심리검사',
      mainAppeal: '교우 관계',
      gcRequest: 'Y',
      gcRequestAt: '2026-04-30T00:30:00.000Z',
      gcRequestMethod: 'WRITTEN',
      gc3rdPartyProvision: 'Y',
      gc3rdPartyProvisionAt: '2026-04-30T00:35:00.000Z',
      gc3rdPartyProvisionMethod: 'ELECTRONIC',
    } as never);
    expect(v).toMatchObject({ mobile: '010-1234-5678', requesterContact: '02-123-4567', guardianContact: '010-9876-5432', birth: '2014-03-09', grade: '5', guardianRelationship: 'ETC', guardianRelationshipEtc: '이모', pastExperience: ['상담', '심리검사'], gcRequest: true, gcRequestAt: '2026-04-30T09:30', gc3rdPartyProvisionAt: '2026-04-30T09:35' });
    expect(requestProblems(v, NOW)).toEqual({});
  });
});
