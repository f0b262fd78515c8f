import { route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { SCHOOL_AUTH_CODE_ACCESS } from './school-auth-code.access.js';
import { AuthenticationCodeInput, SchoolIdQuery } from './school-auth-code.inputs.js';
import * as svc from './school-auth-code.service.js';
import { AuthenticationCodeView, codeView } from './school-auth-code.views.js';

const { manage: MANAGE } = SCHOOL_AUTH_CODE_ACCESS;

export const schoolAuthCodeRoutes = [
  route('get', 'svs-u/school/authentication-code', MANAGE, async (ctx, req) => {
    const { schoolId } = await parseInput(SchoolIdQuery, req.query);
    return codeView(await svc.getAuthenticationCode(ctx, schoolId));
  }, { summary: '학교 인증코드 조회', query: SchoolIdQuery, response: AuthenticationCodeView, errors: { 404: ['NOT_FOUND', 'NO_AUTHENTICATION_CODE'] } }),
  route('put', 'svs-u/school/authentication-code', MANAGE, async (ctx, req) => codeView(await svc.setAuthenticationCode(ctx, await parseInput(AuthenticationCodeInput, req.body))), {
    summary: '학교 인증코드 변경 (비우면 새로 만듭니다)',
    body: AuthenticationCodeInput,
    response: AuthenticationCodeView,
    errors: { 404: ['NOT_FOUND'] },
  }),
];
