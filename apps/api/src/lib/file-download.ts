/** A file a service hands back for the caller to save (a `download` endpoint's answer). */
export interface FileDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
}
