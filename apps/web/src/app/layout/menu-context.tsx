import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface MenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const MenuContext = createContext<MenuState | null>(null);

/** The side menu's open flag, shared by the navbar button and the menu itself. */
export function MenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export function useMenu(): MenuState {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenu needs a MenuProvider');
  return value;
}
