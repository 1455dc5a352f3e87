// Full page loads, for when a fresh start is the point (a confirmed booking's Book Now button).
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(href: string): void {
  window.location.assign(href);
}
