import type { NavigationEntry } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";
import { Drawer } from "./drawer";
import { Sidebar } from "./sidebar";

export interface SideMenuProps {
  /** A narrow screen shows the menu as a drawer over the content. */
  narrow: boolean;
  selected: NavigationEntry<SampleId> | undefined;
  onSelect: (entry: NavigationEntry<SampleId>) => void;
  pathname: string;
  search: string;
  onClose: () => void;
  /** Where focus goes back to when the drawer closes. */
  opener: () => HTMLElement | null;
}

/** The open side menu: in its column beside the content, or in a drawer over it. */
export function SideMenu({ narrow, selected, onSelect, pathname, search, onClose, opener }: SideMenuProps) {
  const sidebar = <Sidebar selected={selected} onSelect={onSelect} pathname={pathname} search={search} />;
  if (!narrow) return sidebar;
  return (
    <Drawer pathname={pathname} onClose={onClose} opener={opener}>
      {sidebar}
    </Drawer>
  );
}
