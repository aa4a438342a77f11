/**
 * Starts a download the way a click on a link would: the server answers with
 * Content-Disposition: attachment, so the page stays where it is.
 */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
