/** Props for a Radix Dialog.Content that must stay open: no outside click, no Escape. */
export const blockDismiss = {
  onEscapeKeyDown: (event: Event) => event.preventDefault(),
  onPointerDownOutside: (event: Event) => event.preventDefault(),
  onInteractOutside: (event: Event) => event.preventDefault(),
};
