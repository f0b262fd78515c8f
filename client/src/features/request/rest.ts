import { downloadFile } from '../../shared/download';

/** POST svs-u/request/excel-download: the filtered list as xlsx, named by the server with a timestamp. */
export const downloadRequestExcel = (body: Record<string, unknown>) => downloadFile('POST', 'svs-u/request/excel-download', '의뢰목록.xlsx', body);
