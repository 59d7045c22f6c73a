'use client';
/**
 * The heavy half of ./dropdown-menu.tsx: Radix DropdownMenu with the project's classes. Loaded
 * on demand; screens import ./dropdown-menu.tsx.
 */
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { DropdownMenuProps } from './dropdown-menu';

const ITEM =
  'block w-full cursor-pointer rounded-md px-2 py-1.5 text-left text-sm outline-none data-[highlighted]:bg-brand-50 data-[disabled]:cursor-default data-[disabled]:text-slate-400';

export function DropdownMenuPanel({
  trigger,
  items,
  label,
  align = 'start',
  portal = true,
  className = '',
  testId,
  open,
  onOpenChange,
}: Omit<DropdownMenuProps, 'trigger'> & {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const content = (
    <MenuPrimitive.Content
      align={align}
      sideOffset={6}
      collisionPadding={8}
      loop
      aria-label={label}
      data-testid={testId}
      className={`z-50 max-h-[calc(100dvh-5rem)] min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg ${className}`}
    >
      {items.map((entry) =>
        entry.type === 'separator' ? (
          <MenuPrimitive.Separator key={entry.key} className="my-1 h-px bg-slate-200" />
        ) : entry.type === 'label' ? (
          <MenuPrimitive.Label key={entry.key} className="px-2 py-1 text-sm font-semibold">
            {entry.content}
          </MenuPrimitive.Label>
        ) : (
          <MenuPrimitive.Item
            key={entry.key}
            asChild
            disabled={entry.disabled}
            onSelect={entry.onSelect}
            className={ITEM}
          >
            {entry.element}
          </MenuPrimitive.Item>
        ),
      )}
    </MenuPrimitive.Content>
  );
  return (
    <MenuPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      {portal ? <MenuPrimitive.Portal>{content}</MenuPrimitive.Portal> : content}
    </MenuPrimitive.Root>
  );
}
