import { AlarmHistory } from '../../modules/alarm/alarm.entity.js';
import { Throttle } from '../throttle.js';
import { Account } from '../../modules/account/account.entity.js';
import { Menu, UserRole } from '../../modules/account/role.entity.js';
import { EmailAuthCode, MailMessage, PasswordResetKey, RefreshToken } from '../../modules/auth/auth.entity.js';
import { EpkiChallenge, PhoneVerification } from '../../modules/identity/identity.entity.js';
import { Center } from '../../modules/organization/center.entity.js';
import { EducationOffice } from '../../modules/organization/education-office.entity.js';
import { School, SchoolAuthenticationCode } from '../../modules/organization/school.entity.js';
import { Sgg, Sido } from '../../modules/region/region.entity.js';

/** Every entity, listed explicitly so tsx, vitest and the compiled build discover the same set. */
export const entities = [
  Sido,
  Sgg,
  EducationOffice,
  School,
  SchoolAuthenticationCode,
  Center,
  Menu,
  UserRole,
  Account,
  RefreshToken,
  EmailAuthCode,
  PasswordResetKey,
  MailMessage,
  AlarmHistory,
  Throttle,
  PhoneVerification,
  EpkiChallenge,
];
