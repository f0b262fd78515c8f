import { IsString, MaxLength } from 'class-validator';
import { Labels } from '../../platform/validation.js';

/** GET svs-u/alarm-history/stream?ticket=…: the ticket of POST svs-u/alarm-history/stream-ticket, never a token. */
@Labels({ ticket: '알림 연결 티켓' })
export class AlarmStreamQuery {
  @IsString()
  @MaxLength(1000)
  ticket!: string;
}
