import { Field, Int, ObjectType } from 'type-graphql';
import { maskMobile } from '../../platform/rules.js';
import { PhoneVerification, PhoneVerificationStatus } from './identity.entity.js';

/** GET svs-c/kmcert/fetch/{urlCode}: what the client needs to open the provider's page. */
@ObjectType('PhoneVerificationStart')
export class PhoneVerificationStartView {
  @Field(() => String) certNum!: string;
  /** The opaque request blob (KMC tr_cert) the provider page is opened with. */
  @Field(() => String) trCert!: string;
  @Field(() => String) certUrl!: string;
}

/** GET svs-c/kmcert/result/{certNum}. The CI is never answered; the mobile number is masked. */
@ObjectType('PhoneVerificationResult')
export class PhoneVerificationResultView {
  @Field(() => String) certNum!: string;
  @Field(() => String) trCert!: string;
  @Field(() => PhoneVerificationStatus) status!: PhoneVerificationStatus;
  @Field(() => String, { nullable: true }) name?: string;
  /** YYYYMMDD */
  @Field(() => String, { nullable: true }) birthDate?: string;
  /** 010-****-1234 */
  @Field(() => String, { nullable: true }) mobile?: string;
}

export const phoneVerificationResultView = (r: PhoneVerification): PhoneVerificationResultView => ({
  certNum: r.certNum,
  trCert: r.trCert,
  status: r.status,
  name: r.name ?? undefined,
  birthDate: r.birthDate ?? undefined,
  mobile: maskMobile(r.mobile ?? undefined),
});

/** GET svs-c/epki/login: the nonce to sign and how long it stays good (seconds). */
@ObjectType('EpkiChallenge')
export class EpkiChallengeView {
  @Field(() => String) challengeId!: string;
  @Field(() => String) nonce!: string;
  @Field(() => Int) expiresIn!: number;
}
