import { AccessLog } from '../access-log.js';
import { PlacementPair } from '../auth/placement-pair.entity.js';
import { MailMessage } from '../mail.js';
import { OneTimeCode } from '../one-time-code.js';
import { SmsMessage } from '../sms.js';
import { Throttle } from '../throttle.js';

/** The platform's own tables; each module lists its entities in its index.ts (see src/modules/index.ts). */
export const platformEntities = [Throttle, MailMessage, SmsMessage, OneTimeCode, AccessLog, PlacementPair];
