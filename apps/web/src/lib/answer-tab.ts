/**
 * A link the server answers to a click (a wa.me message): the tab is opened in the click itself,
 * since a browser blocks one opened after the answer, then sent to the link once it comes, or
 * closed when the request fails. Without a tab (blocked anyway), this page goes to the link.
 */
export function answerTab() {
  const tab = window.open('about:blank', '_blank');
  return {
    go(url: string) {
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    },
    close() {
      tab?.close();
    },
  };
}
