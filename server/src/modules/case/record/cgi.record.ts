import { part } from '../../../platform/db/read.js';
import { accessSubject } from '../../../platform/access-log.js';
import { Errors } from '../../../platform/errors.js';
import { TEST_TYPE_NAMES, type TestType } from './case-types.js';
import { defineCaseRecord, refuseSecond } from './record-kit.js';

/**
 * CGI (SPEC §3; DOMAIN.md): the clinician's rating of the student's illness (CGI-S, 1–7) at the PRELIMINARY test,
 * and at the POST test the severity again and the improvement since the start (CGI-I, 1–7, 0 = not assessed). One
 * CGI per case and test: a second is a 409.
 */
export const cgi = defineCaseRecord({
  name: 'Cgi',
  table: 'case_cgi',
  subject: accessSubject('cgi', 'CGI'),
  title: 'CGI (임상 전반 인상 척도)',
  fields: {
    testType: { kind: 'choice', list: 'cgiTestType', label: '검사 시기', description: '검사 시기: PRELIMINARY 사전, POST 사후' },
    cgiS: { kind: 'int', min: 1, max: 7, list: 'cgiS', label: 'CGI-S', submit: true, description: 'CGI-S 질병의 심각도 1–7 (caseRecordChoices의 cgiS)' },
    cgiI: { kind: 'int', min: 0, max: 7, list: 'cgiI', label: 'CGI-I', description: 'CGI-I 호전도 1–7, 0 평가하지 않음 (사후만; caseRecordChoices의 cgiI)' },
  },
  indexes: [
    { name: 'case_cgi_request_test_unique', expression: 'create unique index "case_cgi_request_test_unique" on "case_cgi" ("request_id", "test_type") where "deleted_at" is null' },
  ],
  async check(em, v, at) {
    if (!v.testType) throw Errors.badInput('검사 시기를 선택해주세요.', { field: 'testType' });
    if (v.testType === 'PRELIMINARY' && v.cgiI !== null) throw Errors.badInput('사전 CGI에는 CGI-I를 입력하지 않습니다.', { field: 'cgiI' });
    if (v.testType === 'POST' && v.isDone === 'Y' && v.cgiI === null) throw Errors.badInput('CGI-I를 입력해주세요. 평가하지 않았으면 0을 고릅니다.', { field: 'cgiI' });
    const name = TEST_TYPE_NAMES[v.testType as TestType];
    await refuseSecond(em, 'case_cgi', part('request_id = ? and test_type = ?', at.requestId, v.testType), at.id, 'CGI_EXISTS', `이 사례에는 ${name} CGI가 이미 있습니다.`);
  },
});
