import { Arg, Ctx as GqlCtx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../platform/http/cookies.js';
import { AppError } from '../../platform/errors.js';
import { EmailCheckInput, EmailInput, ResetKeyInput, ResetPasswordInput, SignFindInput, SignUpInput } from '../account/account.sign-inputs.js';
import { AccountView, accountView, MessageResult } from '../account/account.views.js';
import { EpkiProofInput } from '../identity/identity.inputs.js';
import { AUTH_ACCESS } from './auth.access.js';
import * as auth from './auth.service.js';

const { signIn: SIGN_IN, certificateSignIn: CERTIFICATE_SIGN_IN, signOut: SIGN_OUT, signUp: SIGN_UP, recover: RECOVER } = AUTH_ACCESS;

@ObjectType()
export class SignInResult {
  @Field(() => String) accessToken!: string;
  @Field(() => Int) expiresIn!: number;
  @Field(() => AccountView) user!: AccountView;
}

@ObjectType()
class SignUpResult {
  @Field(() => String) message!: string;
  @Field(() => AccountView) user!: AccountView;
  /** Present when the role signs in at once (CLIENT); the refresh token is set as an HttpOnly cookie. */
  @Field(() => String, { nullable: true }) accessToken?: string;
}

@ObjectType()
class FindResult {
  @Field(() => String) findType!: string;
  @Field(() => [String], { nullable: true }) loginIds?: string[];
  @Field(() => String, { nullable: true }) email?: string;
}

/**
 * GraphQL twins of svs/sign/* and svs-c/epki/success. These serve browsers: the refresh token goes only into the
 * HttpOnly cookie. Integrators use the OAuth2 form endpoint (POST svs/sign/in).
 */
@Resolver()
export class AuthResolver {
  @Allow(SIGN_IN)
  @Mutation(() => SignInResult)
  async signIn(@Arg('loginId', () => String) loginId: string, @Arg('password', () => String) password: string, @GqlCtx() ctx: GqlContext) {
    if (loginId.length > 50 || password.length > 64) throw new AppError(400, 'BAD_USER_INPUT', '아이디 또는 비밀번호가 일치하지 않습니다.');
    try {
      const { account, tokens } = await auth.passwordGrant(ctx, loginId, password);
      setSessionCookies(ctx.res!, ctx.config, tokens.refreshToken);
      return { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn, user: accountView(account, true) };
    } catch (e) {
      if (e instanceof AppError && e.code === 'ADMIN_LOGIN_FORBIDDEN') clearSessionCookies(ctx.res!, ctx.config);
      throw e;
    }
  }

  @Allow(SIGN_IN)
  @Mutation(() => SignInResult, { description: '쿠키의 refresh token으로 새 access token을 받습니다 (회전).' })
  async refreshSession(@GqlCtx() ctx: GqlContext) {
    try {
      const { account, tokens } = await auth.refreshGrant(ctx, ctx.req?.cookies?.[REFRESH_COOKIE] ?? '');
      setSessionCookies(ctx.res!, ctx.config, tokens.refreshToken);
      return { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn, user: accountView(account, true) };
    } catch (e) {
      clearSessionCookies(ctx.res!, ctx.config);
      throw e;
    }
  }

  /** Serves browsers, like signIn: the refresh token goes only into the HttpOnly cookie. */
  @Allow(CERTIFICATE_SIGN_IN)
  @Mutation(() => SignInResult, { description: '인증서 로그인 (POST svs-c/epki/success).' })
  async epkiSignIn(@Arg('input', () => EpkiProofInput) input: EpkiProofInput, @GqlCtx() ctx: GqlContext) {
    try {
      const { account, tokens } = await auth.epkiSignIn(ctx, input);
      setSessionCookies(ctx.res!, ctx.config, tokens.refreshToken);
      return { accessToken: tokens.accessToken, expiresIn: tokens.expiresIn, user: accountView(account, true) };
    } catch (e) {
      if (e instanceof AppError && e.code === 'ADMIN_LOGIN_FORBIDDEN') clearSessionCookies(ctx.res!, ctx.config);
      throw e;
    }
  }

  @Allow(SIGN_OUT)
  @Mutation(() => MessageResult)
  async signOut(@GqlCtx() ctx: GqlContext) {
    await auth.revokeRefreshToken(ctx, ctx.req?.cookies?.[REFRESH_COOKIE]);
    clearSessionCookies(ctx.res!, ctx.config);
    return { message: '로그아웃 되었습니다.' };
  }

  @Allow(SIGN_UP)
  @Mutation(() => SignUpResult)
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @GqlCtx() ctx: GqlContext) {
    const result = await auth.signUp(ctx, input);
    if (result.tokens) setSessionCookies(ctx.res!, ctx.config, result.tokens.refreshToken);
    return { message: result.message, user: accountView(result.account, true), accessToken: result.tokens?.accessToken };
  }

  @Allow(SIGN_UP)
  @Mutation(() => MessageResult)
  async sendEmailAuthCode(@Arg('input', () => EmailInput) input: EmailInput, @GqlCtx() ctx: GqlContext) {
    await auth.sendEmailCode(ctx, input.email);
    return { message: '인증번호를 발송했습니다. 메일함을 확인해주세요.' };
  }

  @Allow(SIGN_UP)
  @Mutation(() => Boolean)
  checkEmailAuthCode(@Arg('input', () => EmailCheckInput) input: EmailCheckInput, @GqlCtx() ctx: GqlContext) {
    return auth.checkEmailCode(ctx, input);
  }

  @Allow(RECOVER)
  @Mutation(() => FindResult)
  findAccount(@Arg('input', () => SignFindInput) input: SignFindInput, @GqlCtx() ctx: GqlContext) {
    return auth.findAccount(ctx, input);
  }

  @Allow(RECOVER)
  @Mutation(() => Boolean)
  resetPasswordCheck(@Arg('input', () => ResetKeyInput) input: ResetKeyInput, @GqlCtx() ctx: GqlContext) {
    return auth.resetPasswordCheck(ctx, input);
  }

  @Allow(RECOVER)
  @Mutation(() => Boolean)
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @GqlCtx() ctx: GqlContext) {
    return auth.resetPassword(ctx, input);
  }
}
