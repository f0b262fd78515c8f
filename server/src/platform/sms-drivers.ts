import { createHmac, randomBytes } from 'node:crypto';
import type { SmsConfig } from './config.js';
import type { SmsKind } from './sms.js';

/** One message as the relay hands it to a driver. */
export interface OutgoingSms {
  id: number;
  to: string;
  text: string;
  kind: SmsKind;
}

/** What a provider reports about one message it accepted. */
export interface DeliveryReport {
  state: 'DELIVERED' | 'UNDELIVERED' | 'PENDING';
  /** Why it was not delivered (the provider's code and words; numbers are hidden before storing). */
  reason?: string;
  /** When the carrier reported it. */
  at?: Date;
  /** The provider says the failure is temporary and the message may be sent again (a new text, not a duplicate). */
  retry?: boolean;
}

/** A provider behind one interface; the relay records what it answers. */
export interface SmsDriver {
  name: string;
  /** Resolves with the provider's message id once the provider accepted the message; throws SmsSendError if not. */
  send(msg: OutgoingSms): Promise<{ providerMessageId?: string }>;
  /**
   * The delivery reports of messages it accepted, by provider message id (a message the provider does not know yet
   * is left out, like PENDING). Absent: the driver reports nothing (local), and no result is asked for.
   */
  results?(providerMessageIds: string[]): Promise<Map<string, DeliveryReport>>;
}

/**
 * A refusal or failure of the provider. `retry`: the provider certainly did not take the message (5xx, 429,
 * connection refused), so sending it again later cannot make a second text. Anything else is final: a refusal
 * (4xx: a wrong number, no balance), or an answer that never came (a time-out after the request left, when the
 * provider may well have sent it: at most once rather than twice).
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * The default: nothing leaves the machine. The message counts as sent at once; its text (with its link or code)
 * is in the send history, which is the demo's phone.
 */
export const localSmsDriver: SmsDriver = {
  name: 'local',
  async send(msg) {
    return { providerMessageId: `local-${msg.id}` };
  },
};

/** Solapi's `Authorization` header: HMAC-SHA256 over date + salt with the API secret (docs.solapi.com "authentication"). */
export function solapiAuthorization(apiKey: string, apiSecret: string, date = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'), salt = randomBytes(16).toString('hex')): string {
  const signature = createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

const clip = (s: unknown, n = 200) => String(s ?? '').replace(/\s+/g, ' ').slice(0, n);
/** Provider messages may quote the number they refused: digits runs of a phone's length are hidden before storing. */
const scrub = (s: string) => s.replace(/\d[\d -]{7,}\d/g, '***');

/** Solapi (https://solapi.com) REST API: POST {base}/messages/v4/send, one message per call. */
export function solapiDriver(config: Pick<SmsConfig, 'apiKey' | 'apiSecret' | 'sender' | 'baseUrl' | 'timeoutMs'>): SmsDriver {
  const { apiKey, apiSecret, sender, baseUrl, timeoutMs } = config;
  if (!apiKey || !apiSecret || !sender) throw new Error('the solapi SMS driver needs SMS_API_KEY, SMS_API_SECRET and SMS_SENDER');
  return {
    name: 'solapi',
    async send(msg) {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/messages/v4/send`, {
          method: 'POST',
          headers: { Authorization: solapiAuthorization(apiKey, apiSecret), 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ message: { to: msg.to, from: sender, text: msg.text, type: msg.kind } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        const name = (e as Error)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new SmsSendError(`응답 시간 초과 (${timeoutMs / 1000}초): 발송 여부를 확인할 수 없어 다시 보내지 않았습니다.`, false);
        }
        // fetch failed before an answer: the connection was refused or reset, or the name did not resolve
        const cause = (e as { cause?: { code?: string } })?.cause?.code;
        throw new SmsSendError(`발송 서버에 연결하지 못했습니다${cause ? ` (${cause})` : ''}.`, true);
      }
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.ok) {
        const code = typeof body.statusCode === 'string' ? body.statusCode : undefined;
        // 2000: 정상 접수; any other status code is a refusal of this message
        if (code && !code.startsWith('2')) throw new SmsSendError(scrub(`${code} ${clip(body.statusMessage)}`), false);
        return { providerMessageId: typeof body.messageId === 'string' ? body.messageId.slice(0, 100) : undefined };
      }
      const detail = scrub(`HTTP ${res.status} ${clip(body.errorCode, 60)} ${clip(body.errorMessage)}`.trim());
      throw new SmsSendError(detail, res.status >= 500 || res.status === 429 || res.status === 408);
    },
    /**
     * GET {base}/messages/v4/list?messageId=… per message (in parallel; the answer keys each message by its id in
     * `messageList`, as Solapi's own SDK reads it): statusCode 4000 is received by the phone;
     * 2xxx (accepted) and 3000 (handed to the carrier) are still on their way; any other code is the carrier's
     * refusal, kept with its message. Nothing is retried on Solapi's word: its codes do not say a resend is safe.
     */
    async results(ids) {
      const out = new Map<string, DeliveryReport>();
      await Promise.all(
        ids.map(async (id) => {
          const res = await fetch(`${baseUrl}/messages/v4/list?messageId=${encodeURIComponent(id)}`, {
            headers: { Authorization: solapiAuthorization(apiKey, apiSecret), Accept: 'application/json' },
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!res.ok) throw new Error(`solapi message list: HTTP ${res.status}`);
          const body = (await res.json().catch(() => ({}))) as {
            messageList?: Record<string, { statusCode?: string; statusMessage?: string; reason?: string; dateReceived?: string; dateUpdated?: string }>;
          };
          const m = body.messageList?.[id];
          if (!m?.statusCode) return;
          const at = m.dateReceived || m.dateUpdated ? new Date((m.dateReceived || m.dateUpdated)!) : undefined;
          if (m.statusCode === '4000') out.set(id, { state: 'DELIVERED', at });
          else if (m.statusCode.startsWith('2') || m.statusCode === '3000') out.set(id, { state: 'PENDING' });
          else out.set(id, { state: 'UNDELIVERED', reason: scrub(`${m.statusCode} ${clip(m.reason || m.statusMessage)}`), at });
        }),
      );
      return out;
    },
  };
}

export function smsDriverFor(config: SmsConfig): SmsDriver {
  return config.driver === 'solapi' ? solapiDriver(config) : localSmsDriver;
}
