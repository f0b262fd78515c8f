import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Labels } from '../../platform/validation.js';

const LABELS: Record<string, string> = { challengeId: '인증 요청', signedData: '전자서명', certificate: '인증서', certNum: '본인인증 번호' };

/**
 * An EPKI proof: the challenge from GET svs-c/epki/login, the signature over its nonce and the certificate
 * (PKCS#7 / X.509 in base64 for a real driver; small JSON for the local one, so a few kB would do; 20,000 leaves room
 * for a certificate chain).
 */
@Labels(LABELS)
@InputType()
export class EpkiProofInput {
  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: '인증 요청이 만료되었거나 이미 사용되었습니다. 다시 시도해주세요.' })
  challengeId!: string;

  @Field(() => String)
  @IsString()
  @MinLength(1, { message: '전자서명을 입력해주세요.' })
  @MaxLength(20_000)
  signedData!: string;

  @Field(() => String)
  @IsString()
  @MinLength(1, { message: '인증서를 입력해주세요.' })
  @MaxLength(20_000)
  certificate!: string;
}
