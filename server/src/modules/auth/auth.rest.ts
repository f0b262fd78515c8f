import type { Request, Response } from 'express';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../platform/http/cookies.js';
import { route } from '../../platform/http/rest.js';
import type { Ctx } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { parseInput } from '../../platform/validation.js';
import { AccountView, accountView } from '../account/account.views.js';
import { message, object, type Shape } from '../../platform/http/contract.js';
import {
  EmailCheckInput,
  EmailInput,
  ResetKeyInput,
  ResetPasswordInput,
  SignFindInput,
  SignUpInput,
  TokenRequest,
} from '../account/account.sign-inputs.js';
import { EpkiProofInput } from '../identity/identity.inputs.js';
import { AUTH_ACCESS } from './auth.access.js';
import * as auth from './auth.service.js';
import { serviceToken } from '../service-client/service-client.service.js';

/** One declaration for both doors (auth.access.ts): every call here is public but the certificate sign-in. */
const { signIn: SIGN_IN, certificateSignIn: CERTIFICATE_SIGN_IN, clientToken: CLIENT_TOKEN, signOut: SIGN_OUT, signUp: SIGN_UP, recover: RECOVER } = AUTH_ACCESS;

/**
 * Browsers send X-Session-Mode: cookie; they get the refresh token only as an HttpOnly cookie. Integrators get
 * it in the body, as OAuth2 clients expect.
 */
const cookieMode = (req: Request) => req.get('x-session-mode') === 'cookie';

export function tokenResponse(ctx: Ctx, req: Request, res: Response, tokens: auth.Tokens, extra: Record<string, unknown> = {}) {
  const inCookie = cookieMode(req);
  if (inCookie) setSessionCookies(res, ctx.config, tokens.refreshToken);
  res.set('Cache-Control', 'no-store');
  return {
    access_token: tokens.accessToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    ...(inCookie ? {} : { refresh_token: tokens.refreshToken }),
    ...extra,
  };
}

/** What tokenResponse() answers (for the OpenAPI document); the refresh token only when the cookie was not asked for. */
export const tokenAnswer = (required: Record<string, Shape> = {}, optional: Record<string, Shape> = {}) =>
  object({ access_token: 'string', token_type: { type: 'string', enum: ['bearer'] }, expires_in: 'integer', ...required }, { refresh_token: 'string', ...optional });

async function signIn(ctx: Ctx, req: Request, res: Response) {
  const clientId = auth.verifyClient(ctx.config, req.get('authorization'));
  const body = await parseInput(TokenRequest, req.body ?? {});
  if (body.grant_type === 'client_credentials') {
    const t = auth.clientToken(ctx.config, clientId);
    return { access_token: t.accessToken, token_type: 'bearer', expires_in: t.expiresIn };
  }
  try {
    const result =
      body.grant_type === 'password'
        ? await auth.passwordGrant(ctx, body.username ?? '', body.password ?? '')
        : await auth.refreshGrant(ctx, body.refresh_token ?? req.cookies?.[REFRESH_COOKIE] ?? '');
    return tokenResponse(ctx, req, res, result.tokens, { user: accountView(result.account, true) });
  } catch (e) {
    // a refused administrator or a dead refresh token leaves no session cookies behind
    if (e instanceof AppError && (e.code === 'ADMIN_LOGIN_FORBIDDEN' || body.grant_type === 'refresh_token')) clearSessionCookies(res, ctx.config);
    throw e;
  }
}

export const authRoutes = [
  route('post', 'svs/sign/in', SIGN_IN, signIn, {
    summary: '토큰 발급: 비밀번호 또는 리프레시 토큰 (OAuth2, 폼 전송). 브라우저는 X-Session-Mode: cookie',
    clientSecret: true,
    form: true,
    body: TokenRequest,
    // client_credentials through this endpoint answers no user and no refresh token
    response: tokenAnswer({}, { user: AccountView }),
    errors: {
      400: ['UNSUPPORTED_GRANT_TYPE'],
      401: ['INVALID_CREDENTIALS', 'INVALID_REFRESH_TOKEN', 'REFRESH_TOKEN_REUSED'],
      403: ['ADMIN_LOGIN_FORBIDDEN', 'APPROVAL_PENDING', 'ACCOUNT_DISABLED'],
      429: ['TOO_MANY_ATTEMPTS'],
    },
  }),
  // the certificate proven by identity (challenge from GET svs-c/epki/login), then the same tokens as a password
  route('post', 'svs-c/epki/success', CERTIFICATE_SIGN_IN, async (ctx, req, res) => {
    const input = await parseInput(EpkiProofInput, req.body);
    try {
      const { account, tokens } = await auth.epkiSignIn(ctx, input);
      return tokenResponse(ctx, req, res, tokens, { user: accountView(account, true) });
    } catch (e) {
      // as with the password grant: a refused administrator keeps no session cookies
      if (e instanceof AppError && e.code === 'ADMIN_LOGIN_FORBIDDEN') clearSessionCookies(res, ctx.config);
      throw e;
    }
  }, {
    summary: 'EPKI 인증서 로그인: 서명 확인 후 토큰 발급',
    body: EpkiProofInput,
    response: tokenAnswer({ user: AccountView }),
    errors: {
      400: ['EPKI_CHALLENGE_INVALID', 'EPKI_CERTIFICATE_INVALID', 'EPKI_SIGNATURE_INVALID'],
      403: ['ADMIN_LOGIN_FORBIDDEN', 'APPROVAL_PENDING', 'ACCOUNT_DISABLED'],
      404: ['EPKI_NOT_REGISTERED'],
      429: ['TOO_MANY_ATTEMPTS'],
      503: ['IDENTITY_UNAVAILABLE'],
    },
  }),
  route('post', 'auth/token', CLIENT_TOKEN, async (ctx, req, res) => {
    const { id, secret } = auth.basicCredentials(req.get('authorization'));
    const body = await parseInput(TokenRequest, req.body ?? {});
    if (body.grant_type !== 'client_credentials') throw new AppError(400, 'UNSUPPORTED_GRANT_TYPE', '지원하지 않는 grant_type 입니다.');
    res.set('Cache-Control', 'no-store');
    // the web app's client, else a service client registered by an administrator (modules/service-client)
    if (id === ctx.config.clientId) {
      const t = auth.clientToken(ctx.config, auth.verifyClient(ctx.config, req.get('authorization')));
      return { access_token: t.accessToken, token_type: 'bearer', expires_in: t.expiresIn };
    }
    const t = await serviceToken(ctx, id, secret);
    return { access_token: t.accessToken, token_type: 'bearer', expires_in: t.expiresIn, scope: t.scope };
  }, {
    summary: '클라이언트 토큰 발급 (grant_type=client_credentials): 웹 앱, 또는 관리자가 등록한 서비스 클라이언트',
    description:
      '서비스 클라이언트의 토큰은 등록된 권한 범위(scope)의 읽기 전용 호출만 할 수 있고, 호출마다 접근 기록에 남으며, 폐기되면 바로 거절됩니다. docs/INTEGRATION.md',
    clientSecret: true,
    form: true,
    body: TokenRequest,
    response: object({ access_token: 'string', token_type: { type: 'string', enum: ['bearer'] }, expires_in: 'integer' }, { scope: 'string' }),
    errors: { 400: ['UNSUPPORTED_GRANT_TYPE'] },
  }),
  route('post', 'svs/sign/out', SIGN_OUT, async (ctx, req, res) => {
    await auth.revokeRefreshToken(ctx, (req.body?.refresh_token as string | undefined) ?? req.cookies?.[REFRESH_COOKIE]);
    clearSessionCookies(res, ctx.config);
    return { message: '로그아웃 되었습니다.' };
  }, {
    summary: '로그아웃: 리프레시 토큰(본문의 refresh_token 또는 쿠키)을 폐기',
    response: message,
    // the body is optional and read without parseInput, but a body that is not JSON is refused by the parser
    errors: { 400: ['MALFORMED_JSON'] },
  }),
  route('post', 'svs/sign/up', SIGN_UP, async (ctx, req, res) => {
    const result = await auth.signUp(ctx, await parseInput(SignUpInput, req.body));
    res.status(201);
    const user = accountView(result.account, true);
    if (!result.tokens) return { message: result.message, user };
    return tokenResponse(ctx, req, res, result.tokens, { message: result.message, user });
  }, {
    summary: '회원가입 (학교 사용자는 바로 로그인 토큰을 받습니다)',
    body: SignUpInput,
    created: true,
    response: object({ message: 'string', user: AccountView }, { access_token: 'string', token_type: 'string', expires_in: 'integer', refresh_token: 'string' }),
    errors: { 400: ['EMAIL_NOT_VERIFIED', 'CERT_INVALID', 'CERT_MISMATCH'], 409: ['DUPLICATE_LOGIN_ID'] },
  }),
  route('post', 'svs/sign/auth', SIGN_UP, async (ctx, req) => {
    await auth.sendEmailCode(ctx, (await parseInput(EmailInput, req.body)).email);
    return { message: '인증번호를 발송했습니다. 메일함을 확인해주세요.' };
  }, { summary: '이메일 인증번호 발송', body: EmailInput, response: message, errors: { 429: ['TOO_MANY_REQUESTS'] } }),
  route('post', 'svs/sign/auth-check', SIGN_UP, async (ctx, req) => {
    await auth.checkEmailCode(ctx, await parseInput(EmailCheckInput, req.body));
    return { verified: true, message: '이메일 인증이 완료되었습니다.' };
  }, {
    summary: '이메일 인증번호 확인',
    body: EmailCheckInput,
    response: object({ verified: 'boolean', message: 'string' }),
    errors: { 400: ['AUTH_CODE_EXPIRED'], 429: ['TOO_MANY_ATTEMPTS'] },
  }),
  route('post', 'svs/sign/find', RECOVER, async (ctx, req) => auth.findAccount(ctx, await parseInput(SignFindInput, req.body)), {
    summary: '아이디 찾기 (가린 아이디, 메일 발송) 또는 비밀번호 재설정 메일',
    body: SignFindInput,
    response: object({ findType: { type: 'string', enum: ['ID', 'PASSWORD'] } }, { loginIds: ['string'], email: 'string' }),
    errors: { 404: ['ACCOUNT_NOT_FOUND'] },
  }),
  route('post', 'svs/sign/reset-password-check', RECOVER, async (ctx, req) => ({
    valid: await auth.resetPasswordCheck(ctx, await parseInput(ResetKeyInput, req.body)),
  }), { summary: '비밀번호 재설정 링크 확인', body: ResetKeyInput, response: object({ valid: 'boolean' }) }),
  route('post', 'svs/sign/reset-password', RECOVER, async (ctx, req) => {
    await auth.resetPassword(ctx, await parseInput(ResetPasswordInput, req.body));
    return { message: '비밀번호가 변경되었습니다.' };
  }, { summary: '비밀번호 재설정', body: ResetPasswordInput, response: message, errors: { 400: ['RESET_KEY_INVALID', 'PASSWORD_MISMATCH'] } }),
];
