import type { AddressConfig } from '../config.js';
import { AppError } from '../errors.js';
import type { AddressPage, AddressProvider } from './index.js';

interface JusoAnswer {
  results?: {
    common?: { errorCode?: string; errorMessage?: string; totalCount?: string };
    juso?: { roadAddr?: string; jibunAddr?: string; zipNo?: string }[] | null;
  };
}

const unavailable = () => new AppError(502, 'ADDRESS_SEARCH_UNAVAILABLE', '주소 검색 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.');

/**
 * 행정안전부 도로명주소 검색 API (business.juso.go.kr addrLinkApi, JSON). The approval key is ADDRESS_API_KEY. The
 * provider answers HTTP 200 with its own error code in results.common: "0" is success; a keyword it refuses (too
 * short, a forbidden word) becomes 400 with its message, anything else 502.
 */
export function jusoAddressProvider(config: Pick<AddressConfig, 'apiKey' | 'baseUrl' | 'timeoutMs'>): AddressProvider {
  return {
    name: 'juso',
    async search(keyword, page, pageSize): Promise<AddressPage> {
      const q = new URLSearchParams({
        confmKey: config.apiKey ?? '',
        currentPage: String(page),
        countPerPage: String(pageSize),
        keyword,
        resultType: 'json',
      });
      let body: JusoAnswer;
      try {
        const res = await fetch(`${config.baseUrl}?${q}`, { signal: AbortSignal.timeout(config.timeoutMs) });
        if (!res.ok) throw unavailable();
        body = (await res.json()) as JusoAnswer;
      } catch (e) {
        throw e instanceof AppError ? e : unavailable();
      }
      const common = body.results?.common;
      if (common?.errorCode !== '0') {
        // E0005 검색어 미입력, E0006 주소를 상세히 입력, E0008/E0009/E0010 검색어 제한, E0012/E0013/E0014 특수문자 등
        if (common?.errorCode && /^E00(0[5-9]|1[0-4])$/.test(common.errorCode)) throw new AppError(400, 'BAD_USER_INPUT', common.errorMessage || '검색어를 확인해주세요.');
        throw unavailable();
      }
      const rows = body.results?.juso ?? [];
      return {
        content: rows.map((j) => ({ postcode: j.zipNo ?? '', roadAddress: j.roadAddr ?? '', jibunAddress: j.jibunAddr ?? '' })),
        totalElements: Number(common.totalCount ?? rows.length) || 0,
        current: page,
        pageSize,
      };
    },
  };
}
