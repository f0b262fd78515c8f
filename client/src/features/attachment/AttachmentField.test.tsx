import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttachmentField } from './AttachmentField';
import { AttachmentList } from './AttachmentList';
import type { AttachmentItem, AttachmentValue } from './api';

/** An XMLHttpRequest that the test drives: progress events, then an answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

const EXISTING: AttachmentItem[] = [{ id: 7, name: '기존 계획서.pdf', size: 2048, contentType: 'application/pdf', url: 'svs-u/attachments/7' }];

function Harness({ onValue }: { onValue: (v: AttachmentValue) => void }) {
  const [value, setValue] = useState<AttachmentValue>({ fileIds: [], deleteFileIds: [] });
  return (
    <App>
      <label htmlFor="files">첨부파일</label>
      <AttachmentField
        id="files"
        existing={EXISTING}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </App>
  );
}

const pick = (file: File) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  return act(() => fireEvent.change(input, { target: { files: [file] } }));
};

describe('AttachmentField', () => {
  it('uploads a picked file with a labelled progress bar and hands its id to the form', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    expect(screen.getByLabelText('첨부파일').textContent).toContain('파일 선택');
    expect(screen.getByText(/촬영 위치·기기 정보는 지우고 저장합니다/)).toBeTruthy(); // the server strips image metadata
    await pick(new File(['%PDF-1.4'], '상담 메모.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/app/svs-u/attachments');
    expect((xhr.body!.get('files') as File).name).toBe('상담 메모.pdf');
    act(() => xhr.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: '상담 메모.pdf 올리는 중' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    act(() => xhr.answer(200, [{ id: 31, name: '상담 메모.pdf', size: 8, contentType: 'application/pdf', url: 'svs-u/attachments/31' }]));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith({ fileIds: [31], deleteFileIds: [] }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    // removing the new upload takes its id back; removing an existing file marks it for deletion
    act(() => fireEvent.click(screen.getByRole('button', { name: '상담 메모.pdf 삭제' })));
    expect(onValue).toHaveBeenLastCalledWith({ fileIds: [], deleteFileIds: [] });
    act(() => fireEvent.click(screen.getByRole('button', { name: '기존 계획서.pdf 삭제' })));
    expect(onValue).toHaveBeenLastCalledWith({ fileIds: [], deleteFileIds: [7] });
    expect(screen.queryByText('기존 계획서.pdf')).toBeNull();
  });

  it('shows the server’s refusal by the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await pick(new File(['MZ'], 'setup.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeDefined());
    act(() => FakeXhr.last!.answer(400, { code: 'UNSUPPORTED_FILE_TYPE', message: 'PDF 파일만 올릴 수 있습니다.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('PDF 파일만 올릴 수 있습니다.');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<Harness onValue={vi.fn()} />);
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await pick(big);
    expect(await screen.findByText('파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.')).toBeTruthy();
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('AttachmentList', () => {
  it('lists files as download buttons that fetch with the user token', async () => {
    const fetch = vi.fn(async () => new Response('pdf', { headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('기존 계획서.pdf')}` } }));
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    render(
      <App>
        <AttachmentList files={EXISTING} />
      </App>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: /기존 계획서.pdf/ })));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith('/app/svs-u/attachments/7', expect.objectContaining({ method: 'GET' }));
  });

  it('says so when there is nothing attached', () => {
    render(
      <App>
        <AttachmentList files={[]} />
      </App>,
    );
    expect(screen.getByText('첨부파일이 없습니다.')).toBeTruthy();
  });
});
