import type { AddressPage, AddressProvider } from './index.js';
import { SAMPLE_ADDRESSES } from './sample.js';

const squash = (s: string) => s.replace(/\s+/g, '');

/**
 * The default driver: searches the bundled sample (sample.ts). Every word of the keyword must appear in the road or
 * the lot-number address (spaces ignored), or the keyword is a postcode prefix.
 */
export const localAddressProvider: AddressProvider = {
  name: 'local',
  async search(keyword, page, pageSize): Promise<AddressPage> {
    const words = keyword.split(' ').map(squash).filter(Boolean);
    const hits = SAMPLE_ADDRESSES.filter(([postcode, road, jibun]) => {
      if (/^\d{3,5}$/.test(keyword)) return postcode.startsWith(keyword);
      const r = squash(road);
      const j = squash(jibun);
      return words.every((w) => r.includes(w) || j.includes(w));
    });
    const start = (page - 1) * pageSize;
    return {
      content: hits.slice(start, start + pageSize).map(([postcode, roadAddress, jibunAddress]) => ({ postcode, roadAddress, jibunAddress })),
      totalElements: hits.length,
      current: page,
      pageSize,
    };
  },
};
