import { AccessLog } from '../access-log.js';
import { PlacementPair } from '../auth/placement-pair.entity.js';
import { MailMessage } from '../mail.js';
import { RespondentCode } from '../respondent/code.entity.js';
import { SmsMessage } from '../sms.js';
import { Throttle } from '../throttle.js';

/** The platform's own tables; each module lists its entities in its index.ts (see src/modules/index.ts). */
export const platformEntities = [Throttle, MailMessage, SmsMessage, RespondentCode, AccessLog, PlacementPair];
