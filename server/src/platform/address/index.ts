import type { AddressConfig } from '../config.js';
import { AppError } from '../errors.js';
import { jusoAddressProvider } from './juso.js';
import { localAddressProvider } from './local.js';

/** One address as the postcode dialog shows it. */
export interface AddressRow {
  /** 5-digit 우편번호 (basic area number). */
  postcode: string;
  /** 도로명 주소. */
  roadAddress: string;
  /** 지번 주소. */
  jibunAddress: string;
}

export interface AddressPage {
  content: AddressRow[];
  totalElements: number;
  current: number;
  pageSize: number;
}

/**
 * An address search service (우편번호 찾기) behind one interface: the local driver searches a bundled sample so the
 * app runs with no account anywhere; a real provider (juso.go.kr) is chosen by ADDRESS_DRIVER. `page` is 1-based.
 */
export interface AddressProvider {
  name: string;
  search(keyword: string, page: number, pageSize: number): Promise<AddressPage>;
}

export const ADDRESS_PAGE_SIZE = 10;

/** The keyword as both drivers take it: spaces collapsed; at least 2 characters, at most 60. */
export function normalizeKeyword(keyword: string): string {
  const k = keyword.replace(/\s+/g, ' ').trim();
  if (k.length < 2) throw new AppError(400, 'BAD_USER_INPUT', '검색어를 두 글자 이상 입력해주세요.');
  if (k.length > 60) throw new AppError(400, 'BAD_USER_INPUT', '검색어는 60자 이내로 입력해주세요.');
  return k;
}

const providers = new WeakMap<AddressConfig, AddressProvider>();

/** The configured provider (one per configuration object). */
export function addressProviderFor(config: AddressConfig): AddressProvider {
  let p = providers.get(config);
  if (!p) {
    p = config.driver === 'juso' ? jusoAddressProvider(config) : localAddressProvider;
    providers.set(config, p);
  }
  return p;
}
