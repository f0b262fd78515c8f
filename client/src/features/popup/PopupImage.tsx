import { useEffect, useState } from 'react';
import { authHeader } from '../../shared/download';
import { url } from '../../app/http';

/**
 * The popup's image (GET svs-u/popup/image/{id}, user token), shown as a data: URL (the app's CSP allows images from
 * itself and data: only). The alt text is the popup's title. Nothing while it loads or when it cannot be read.
 */
export function PopupImage({ popupId, title }: { popupId: number; title: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const res = await fetch(url(`svs-u/popup/image/${popupId}`), { headers: await authHeader() });
        if (!res.ok) return;
        const blob = await res.blob();
        const reader = new FileReader();
        reader.onload = () => {
          if (live && typeof reader.result === 'string') setSrc(reader.result);
        };
        reader.readAsDataURL(blob);
      } catch {
        // the text of the popup stands without its image
      }
    })();
    return () => {
      live = false;
    };
  }, [popupId]);
  if (!src) return null;
  return <img src={src} alt={title} style={{ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto 12px' }} />;
}
