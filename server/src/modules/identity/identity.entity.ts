import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';

/** What a phone verification is for: the urlCode of GET svs-c/kmcert/fetch/{urlCode}. */
export enum CertPurpose {
  SIGN_UP = 'SIGN_UP',
  FIND_ACCOUNT = 'FIND_ACCOUNT',
  MY_PAGE = 'MY_PAGE',
}
registerEnumType(CertPurpose, { name: 'CertPurpose', description: '휴대폰 본인인증 용도' });

export enum PhoneVerificationStatus {
  PENDING = 'PENDING',
  VERIFIED = 'VERIFIED',
  EXPIRED = 'EXPIRED',
}
registerEnumType(PhoneVerificationStatus, { name: 'PhoneVerificationStatus', description: '휴대폰 본인인증 상태' });

/**
 * One KMC phone identity verification. certNum is a bearer secret (24 random bytes): whoever holds it may read the
 * result, so it is never derived from anything guessable. The person's data arrive with the provider's answer.
 */
@Entity({ tableName: 'phone_verification' })
export class PhoneVerification {
  @PrimaryKey({ type: 'string', length: 64 })
  certNum!: string;

  @Enum({ items: () => CertPurpose, nativeEnumName: 'cert_purpose' })
  purpose!: CertPurpose;

  @Enum({ items: () => PhoneVerificationStatus, nativeEnumName: 'phone_verification_status' })
  status: PhoneVerificationStatus & Opt = PhoneVerificationStatus.PENDING;

  /** The request blob the driver produced (KMC tr_cert); the result call answers it back. */
  @Property({ type: 'text' })
  trCert!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  name?: string;

  /** YYYYMMDD */
  @Property({ type: 'string', length: 8, nullable: true })
  birthDate?: string;

  /** Digits only. */
  @Property({ type: 'string', length: 11, nullable: true })
  mobile?: string;

  /** The provider's stable per-person value (연계정보); copied to the account at sign-up, never answered. */
  @Property({ type: 'string', length: 100, nullable: true })
  ci?: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when a sign-up used the verification: it cannot be used again. */
  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date;
}

/**
 * A nonce the person signs with their EPKI (교육부 행정전자서명) certificate. It is spent by the first attempt,
 * right or wrong, so one nonce can never be tried twice.
 */
@Entity({ tableName: 'epki_challenge' })
export class EpkiChallenge {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 64 })
  nonce!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** The certificate that signed it, once verified. */
  @Property({ type: 'string', length: 100, nullable: true })
  serialNum?: string;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date;
}
