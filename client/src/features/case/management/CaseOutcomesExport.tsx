import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { saveBlob } from '../../../app/api';
import { downloadFile } from '../../../shared/download';
import { koreanYear } from '../../../shared/format';
import { ExcelReasonDialog } from '../../../shared/ui/ExcelReasonDialog';

/**
 * The center's yearly outcome report (what funders ask for): the SDQ-KR and CGI change from PRELIMINARY to POST of
 * every case closed in the chosen year, case by case and summarised per measure. The server limits it to the
 * caller's own center (the ministry and the administrator: every center) and logs it with its reason.
 */
export function CaseOutcomesExport() {
  const thisYear = koreanYear();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(thisYear);
  return (
    <>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        사전·사후 변화 엑셀
      </Button>
      <ExcelReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        idPrefix="outcomes"
        defaultName="사전사후변화"
        description="선택한 해에 종결한 사례의 SDQ-KR·CGI 사전·사후 변화를 사례별로, 그리고 척도별 요약으로 내려받습니다. 학생 이름과 연락처는 들어가지 않습니다."
        download={async (fileName, reason) => {
          const { blob, fileName: saved } = await downloadFile('POST', 'svs-u/case-management/outcomes-excel-download', '사전사후변화.xlsx', { year, fileName, reason });
          saveBlob(blob, saved);
        }}
      >
        <Form.Item label="종결 연도" htmlFor="outcomes-year" required>
          <Select id="outcomes-year" value={year} onChange={setYear} options={[0, 1, 2, 3, 4].map((i) => ({ value: thisYear - i, label: `${thisYear - i}년` }))} />
        </Form.Item>
      </ExcelReasonDialog>
    </>
  );
}
