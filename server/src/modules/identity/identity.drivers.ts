import { createHmac } from 'node:crypto';
import type { Config, IdentityDriverName } from '../../platform/config.js';
import { safeEqual } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { CertPurpose } from './identity.entity.js';

/**
 * Adapters for the two outside identity services. The local driver (the default) keeps everything on this machine;
 * a real driver (KMC's vendor module, the EPKI server library) implements the same two interfaces and is chosen
 * with IDENTITY_DRIVER. See docs/OPERATIONS.md "Identity verification".
 */

/** Who the phone company says the person is. ci is the provider's stable per-person value (연계정보). */
export interface VerifiedPerson {
  name: string;
  /** YYYYMMDD */
  birthDate: string;
  /** digits only */
  mobile: string;
  ci: string;
}

/**
 * KMC 휴대폰 본인확인. The vendor module encrypts the request (tr_cert) that the person's browser carries to KMC's
 * page, and decrypts and checks KMC's answer (rec_cert) posted back to our return page.
 */
export interface PhoneIdentityDriver {
  /** The request blob for a new verification and the page the person opens with it. */
  request(certNum: string, purpose: CertPurpose): { trCert: string; certUrl: string };
  /** The provider's answer, decrypted and checked: which verification it completes and who the person is. */
  readResult(recCert: string): { certNum: string; person: VerifiedPerson };
}

export interface EpkiCertificate {
  serialNum: string;
  subjectName: string;
}

/**
 * 교육부 행정전자서명 (EPKI). verify() checks that signedData is the certificate holder's signature over the nonce
 * and that the certificate is valid (chain, validity period, revocation), then names the certificate.
 * Failures are AppErrors (400) with a Korean message.
 */
export interface EpkiVerifier {
  verify(nonce: string, signedData: string, certificate: string): Promise<EpkiCertificate>;
}

export interface IdentityDrivers {
  phone: PhoneIdentityDriver;
  epki: EpkiVerifier;
}

const hmac = (key: string, value: string) => createHmac('sha256', key).update(value).digest('base64url');
const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const certificateInvalid = () => new AppError(400, 'EPKI_CERTIFICATE_INVALID', '인증서 정보가 올바르지 않습니다.');
export const signatureInvalid = () => new AppError(400, 'EPKI_SIGNATURE_INVALID', '전자서명 검증에 실패했습니다. 다시 시도해주세요.');
const recCertInvalid = () => new AppError(400, 'CERT_RESULT_INVALID', '본인인증 결과를 확인할 수 없습니다. 다시 인증해주세요.');

/** The page of the local phone driver that stands in for KMC's (mounted only with the demo switch, see app.ts). */
export const localCertUrl = (certNum: string) => `/app/dev/kmcert/${certNum}`;

/** The local stand-in for the CI: stable per person and per deployment (keyed with the JWT secret). */
export const localCi = (config: Pick<Config, 'jwtSecret'>, p: Omit<VerifiedPerson, 'ci'>) =>
  hmac(config.jwtSecret, `${p.name}|${p.birthDate}|${p.mobile}`);

/**
 * The local "provider answer": what the local page hands to the same completion path a real rec_cert takes.
 * MAC'd with the JWT secret, so a forged answer is refused even if a return route ever accepted it from outside.
 */
export function localRecCert(config: Pick<Config, 'jwtSecret'>, certNum: string, p: Omit<VerifiedPerson, 'ci'>): string {
  const payload = b64json({ certNum, name: p.name, birthDate: p.birthDate, mobile: p.mobile });
  return `${payload}.${hmac(config.jwtSecret, 'kmcert-result:' + payload)}`;
}

/**
 * The signature the local EPKI verifier expects: base64url(HMAC-SHA256(key = serialNum, nonce)). Deterministic so a
 * test or the demo can "sign" without a certificate; it proves nothing, which is why the local drivers only work
 * with the demo switch on.
 */
export const localEpkiSignature = (serialNum: string, nonce: string) => hmac(serialNum, nonce);

const isStr = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export function localDrivers(config: Pick<Config, 'jwtSecret'>): IdentityDrivers {
  return {
    phone: {
      request: (certNum, purpose) => ({ trCert: b64json({ certNum, purpose }), certUrl: localCertUrl(certNum) }),
      readResult(recCert) {
        const [payload, mac, extra] = recCert.split('.');
        if (!payload || !mac || extra !== undefined || !safeEqual(mac, hmac(config.jwtSecret, 'kmcert-result:' + payload))) throw recCertInvalid();
        let r: Record<string, unknown>;
        try {
          r = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        } catch {
          throw recCertInvalid();
        }
        const { certNum, name, birthDate, mobile } = r;
        if (!isStr(certNum, 64) || !isStr(name, 50) || !isStr(birthDate, 8) || !isStr(mobile, 11)) throw recCertInvalid();
        const person = { name, birthDate, mobile };
        return { certNum, person: { ...person, ci: localCi(config, person) } };
      },
    },
    epki: {
      async verify(nonce, signedData, certificate) {
        let cert: unknown;
        try {
          cert = JSON.parse(certificate);
        } catch {
          throw certificateInvalid();
        }
        const { serialNum, subjectName } = (cert ?? {}) as Record<string, unknown>;
        if (!isStr(serialNum, 100) || !/^[A-Za-z0-9:_-]+$/.test(serialNum) || !isStr(subjectName, 200)) throw certificateInvalid();
        if (!safeEqual(signedData, localEpkiSignature(serialNum, nonce))) throw signatureInvalid();
        return { serialNum, subjectName };
      },
    },
  };
}

const unavailable = () => new AppError(503, 'IDENTITY_UNAVAILABLE', '본인인증 서비스가 설정되지 않았습니다. 관리자에게 문의해주세요.');

const factories: Record<IdentityDriverName, (config: Config) => IdentityDrivers> = {
  local: (config) => {
    // The local drivers accept anyone's word (a form, a computable "signature"): usable only where the demo mailbox
    // is, never in production unless someone turns the demo switch on there on purpose.
    if (!config.devMailbox) throw unavailable();
    return localDrivers(config);
  },
};

/** The configured drivers (IDENTITY_DRIVER; loadConfig refuses names this build does not have). */
export const identityDrivers = (config: Config): IdentityDrivers => factories[config.identityDriver](config);
