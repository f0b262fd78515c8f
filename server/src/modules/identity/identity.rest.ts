import { route } from '../../platform/http/rest.js';
import { parseInput } from '../../platform/validation.js';
import { AccountView, accountView } from '../account/account.views.js';
import { EpkiProofInput } from './identity.inputs.js';
import * as identity from './identity.service.js';
import { EpkiChallengeView, PhoneVerificationResultView, phoneVerificationResultView, PhoneVerificationStartView } from './identity.views.js';
import { CertPurpose } from './identity.entity.js';
import { IDENTITY_ACCESS } from './identity.access.js';

/** One declaration for both doors (identity.access.ts). */
const { verifyPhone: VERIFY_PHONE, certificateChallenge: CERTIFICATE_CHALLENGE, registerCertificate: REGISTER_CERTIFICATE } = IDENTITY_ACCESS;

/**
 * SPEC §7: KMC phone identity and EPKI certificate calls. Every answer is single-use data: never cached. The
 * certificate sign-in (POST svs-c/epki/success) issues tokens, so it is auth's (auth.rest.ts).
 */
export const identityRoutes = [
  route('get', 'svs-c/kmcert/fetch/:urlCode', VERIFY_PHONE, async (ctx, req, res) => {
    res.set('Cache-Control', 'no-store');
    return identity.startPhoneVerification(ctx, identity.purposeOf(req.params.urlCode));
  }, {
    summary: '휴대폰 본인인증 시작 (KMC 요청 정보)',
    params: { urlCode: { type: 'string', enum: Object.values(CertPurpose) } },
    response: PhoneVerificationStartView,
    errors: { 400: ['BAD_USER_INPUT'], 429: ['TOO_MANY_ATTEMPTS'], 503: ['IDENTITY_UNAVAILABLE'] },
  }),
  route('get', 'svs-c/kmcert/result/:certNum', VERIFY_PHONE, async (ctx, req, res) => {
    res.set('Cache-Control', 'no-store');
    return phoneVerificationResultView(await identity.phoneVerificationResult(ctx, String(req.params.certNum)));
  }, {
    summary: '휴대폰 본인인증 결과 (CI는 답하지 않고 휴대전화번호는 가립니다)',
    response: PhoneVerificationResultView,
    errors: { 404: ['CERT_NOT_FOUND'], 410: ['CERT_EXPIRED'] },
  }),
  route('get', 'svs-c/epki/login', CERTIFICATE_CHALLENGE, async (ctx, _req, res) => {
    res.set('Cache-Control', 'no-store');
    return identity.startEpkiChallenge(ctx);
  }, { summary: 'EPKI 인증서 로그인: 서명할 nonce 발급', response: EpkiChallengeView, errors: { 429: ['TOO_MANY_ATTEMPTS'], 503: ['IDENTITY_UNAVAILABLE'] } }),
  route('put', 'svs-u/account/epki/me', REGISTER_CERTIFICATE, async (ctx, req) =>
    accountView(await identity.registerEpki(ctx, await parseInput(EpkiProofInput, req.body)), true),
  {
    summary: '내 계정에 EPKI 인증서 등록',
    body: EpkiProofInput,
    response: AccountView,
    errors: { 400: ['EPKI_CHALLENGE_INVALID', 'EPKI_CERTIFICATE_INVALID', 'EPKI_SIGNATURE_INVALID'], 409: ['EPKI_ALREADY_REGISTERED'], 429: ['TOO_MANY_ATTEMPTS'], 503: ['IDENTITY_UNAVAILABLE'] },
  }),
];
