import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "./router";
import { keptSearch } from "../runtime/search-params";
import { applyTheme, initialTheme, themeKey, type Theme } from "../runtime/theme";

/** The chosen theme: applied to the page, and kept in the URL (`?theme=`) so a link carries it. */
export function useThemeChoice(): [Theme, (theme: Theme) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [theme, setTheme] = useState<Theme>(() => initialTheme(search));
  useEffect(() => void applyTheme(theme), [theme]);
  const choose = (next: Theme) => {
    setTheme(next);
    navigate({ pathname, search: keptSearch(search, { theme: themeKey(next) }) }, { replace: true });
  };
  return [theme, choose];
}
