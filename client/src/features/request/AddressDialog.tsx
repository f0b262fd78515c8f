import { useLazyQuery } from '@apollo/client/react';
import { Alert, Button, Input, Modal, Pagination, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../shared/graphqlError';
import { SearchAddressQuery } from './operations';

export interface ChosenAddress {
  postcode: string;
  roadAddress: string;
}

/**
 * 우편번호 찾기: searches the configured address service (searchAddress) and hands back the chosen postcode and road
 * address. Each result is a button, so the keyboard picks one with Tab and Enter.
 */
export function AddressDialog({ open, onClose, onChoose }: { open: boolean; onClose(): void; onChoose(a: ChosenAddress): void }) {
  const [keyword, setKeyword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [run, { data, loading, error, variables }] = useLazyQuery(SearchAddressQuery, { fetchPolicy: 'network-only' });
  const page = data?.searchAddress;

  const search = (p = 1) => {
    const k = keyword.replace(/\s+/g, ' ').trim();
    if (k.length < 2) {
      setProblem('검색어를 두 글자 이상 입력해주세요.');
      return;
    }
    setProblem(undefined);
    void run({ variables: { keyword: k, page: p } });
  };

  return (
    <Modal title="우편번호 찾기" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          aria-label="주소 검색어"
          placeholder="도로명, 건물명, 지번 또는 우편번호 (예: 테헤란로, 혜화동)"
          value={keyword}
          maxLength={60}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            search(1);
          }}
        />
        <Button type="primary" onClick={() => search(1)} loading={loading}>
          검색
        </Button>
      </Space.Compact>
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} />}
      {error && <Alert type="error" showIcon title={errorMessage(error, '주소를 검색하지 못했습니다. 잠시 후 다시 시도해주세요.')} role="alert" style={{ marginBottom: 12 }} />}
      {page && (
        <>
          <Typography.Paragraph type="secondary" aria-live="polite">
            검색 결과 {page.totalElements.toLocaleString('ko-KR')}건
          </Typography.Paragraph>
          {page.content.length === 0 ? (
            <Typography.Paragraph>검색 결과가 없습니다. 도로명이나 건물명을 다시 확인해주세요.</Typography.Paragraph>
          ) : (
            <ul aria-label="주소 검색 결과" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {page.content.map((a) => (
                <li key={`${a.postcode} ${a.roadAddress}`} style={{ borderBottom: '1px solid #f0f0f0' }}>
                  <Button
                    type="text"
                    style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left', width: '100%', display: 'block', padding: '8px 4px' }}
                    onClick={() => {
                      onChoose({ postcode: a.postcode, roadAddress: a.roadAddress });
                      onClose();
                    }}
                  >
                    <strong>{a.postcode}</strong> {a.roadAddress}
                    <br />
                    <Typography.Text type="secondary">지번 {a.jibunAddress}</Typography.Text>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {page.totalPages > 1 && (
            <Pagination
              size="small"
              style={{ marginTop: 12, textAlign: 'center' }}
              current={variables?.page ?? 1}
              total={page.totalElements}
              pageSize={10}
              showSizeChanger={false}
              onChange={(p) => variables?.keyword && void run({ variables: { keyword: variables.keyword, page: p } })}
            />
          )}
        </>
      )}
    </Modal>
  );
}
