// Helpers for the tests that need simple evaluations and consent links (staff side through the API).
import assert from 'node:assert/strict';
import { url } from './browser.mjs';

export const BASIC = `Basic ${Buffer.from('svs-web:svs-web-secret').toString('base64')}`;

/** A fresh phone number per call (the code throttles count per phone). */
export const phone = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A demo account's access token (password grant, as an integrator signs in). */
export async function apiToken(request, loginId) {
  const res = await request.post(url('svs/sign/in'), {
    headers: { authorization: BASIC },
    data: { grant_type: 'password', username: loginId, password: 'Demo1234!' },
  });
  assert.equal(res.status(), 200, await res.text());
  return (await res.json()).access_token;
}

export async function gql(request, token, query, variables = {}) {
  const res = await request.post(url('graphql'), {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = await res.json();
  assert.ok(!body.errors, JSON.stringify(body.errors));
  return body.data;
}

const REGISTER = `mutation ($input: SimpleEvaluationInput!) { registerSimpleEvaluation(input: $input) { id studentCode message } }`;
const SEND = `mutation ($input: SendUrlInput!) { sendSimpleEvaluationUrl(sendType: AGREE, input: $input) { agreeId message sentTo } }`;

/**
 * Registers a student and sends the guardian's consent link as a staff user (GraphQL, as the staff screens would);
 * answers the evaluation's id and management number, the consent round's id and the guardian's phone.
 * Middle/high: studentSendYn N, so the guardian answers.
 */
export async function registerAndSend(request, token, input) {
  const guardianMobile = phone();
  const { registerSimpleEvaluation: e } = await gql(request, token, REGISTER, { input: { gender: 'M', mobile: phone(), ...input } });
  assert.equal(e.message, '관리번호가 생성 되었습니다.');
  const { sendSimpleEvaluationUrl: s } = await gql(request, token, SEND, {
    input: { simpleEvaluationId: e.id, guardianMobile, ...(input.schoolTargetType === 'MIDDLE_HIGH' ? { studentSendYn: 'N' } : {}) },
  });
  assert.equal(s.message, '전송 되었습니다.');
  return { id: e.id, studentCode: e.studentCode, agreeId: s.agreeId, guardianMobile };
}
