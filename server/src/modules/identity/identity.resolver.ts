import { Arg, Ctx as GqlCtx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/auth/access.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { AccountView, accountView } from '../account/account.views.js';
import { IDENTITY_ACCESS } from './identity.access.js';
import { CertPurpose } from './identity.entity.js';
import { EpkiProofInput } from './identity.inputs.js';
import * as identity from './identity.service.js';
import { EpkiChallengeView, PhoneVerificationResultView, phoneVerificationResultView, PhoneVerificationStartView } from './identity.views.js';

const { verifyPhone: VERIFY_PHONE, certificateChallenge: CERTIFICATE_CHALLENGE, registerCertificate: REGISTER_CERTIFICATE } = IDENTITY_ACCESS;

/**
 * GraphQL twins of svs-c/kmcert/*, svs-c/epki/login and svs-u/account/epki/me, with their entries (identity.access.ts).
 * The certificate sign-in (epkiSignIn, svs-c/epki/success) issues tokens, so it is auth's (auth.resolver.ts).
 */
@Resolver()
export class IdentityResolver {
  @Allow(VERIFY_PHONE)
  @Mutation(() => PhoneVerificationStartView, { description: '휴대폰 본인인증을 시작합니다 (GET svs-c/kmcert/fetch/{urlCode}).' })
  startPhoneVerification(@Arg('urlCode', () => CertPurpose) urlCode: CertPurpose, @GqlCtx() ctx: GqlContext) {
    return identity.startPhoneVerification(ctx, urlCode);
  }

  @Allow(VERIFY_PHONE)
  @Query(() => PhoneVerificationResultView, { description: '휴대폰 본인인증 결과 (GET svs-c/kmcert/result/{certNum}).' })
  async phoneVerification(@Arg('certNum', () => String) certNum: string, @GqlCtx() ctx: GqlContext) {
    return phoneVerificationResultView(await identity.phoneVerificationResult(ctx, certNum));
  }

  @Allow(CERTIFICATE_CHALLENGE)
  @Mutation(() => EpkiChallengeView, { description: '인증서 로그인·등록에 서명할 값을 받습니다 (GET svs-c/epki/login).' })
  startEpkiChallenge(@GqlCtx() ctx: GqlContext) {
    return identity.startEpkiChallenge(ctx);
  }

  @Allow(REGISTER_CERTIFICATE)
  @Mutation(() => AccountView, { description: '내 계정에 인증서를 등록합니다 (PUT svs-u/account/epki/me).' })
  async registerEpkiCertificate(@Arg('input', () => EpkiProofInput) input: EpkiProofInput, @GqlCtx() ctx: GqlContext) {
    return accountView(await identity.registerEpki(ctx, input), true);
  }
}
