import { useEffect, useRef, useState } from "react";
import { Link } from "../routing/router";
import { galleryConfig, navigation, type SampleId } from "../../generated/manifest.gen";
import { componentKey, type NavigationEntry } from "../../contract/manifest";
import { listingPath } from "../../contract/routes";
import { EditedMark } from "../live/edited-mark";
import { keptSearch } from "../runtime/search-params";
import { prefetchSample } from "../runtime/sample-loader";


interface MenuTreeProps {
  /** The entry of the current path, when it is a sample. */
  selected: NavigationEntry<SampleId> | undefined;
  onSelect: (entry: NavigationEntry<SampleId>) => void;
  /** The page's search string: its gallery parameters (theme, query) travel with every link. */
  search: string;
}

/** The open lists survive a reload of the tab (gallery dev reloads on every save), not a new tab. */
const OPEN_KEY = "gallery-menu-open";

function restoredOpen(): ReadonlySet<string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(OPEN_KEY) ?? "[]");
    return new Set(Array.isArray(saved) ? saved.filter((key): key is string => typeof key === "string") : []);
  } catch {
    return new Set();
  }
}

/** Groups, then component headings that show or hide their sample links. */
export function MenuTree({ selected, onSelect, search }: MenuTreeProps) {
  const kept = keptSearch(search);
  const [open, setOpen] = useState<ReadonlySet<string>>(restoredOpen);
  const activeLink = useRef<HTMLAnchorElement>(null);
  const selectedId = selected?.route.sample;
  const selectedKey = selectedId ? selectedId.split("/").slice(0, 2).join("/") : undefined;

  useEffect(() => {
    if (!selectedKey) return;
    setOpen((current) => (current.has(selectedKey) ? current : new Set(current).add(selectedKey)));
  }, [selectedKey]);

  useEffect(() => {
    activeLink.current?.scrollIntoView({ block: "nearest" });
  }, [selectedId, open]);

  useEffect(() => {
    try {
      sessionStorage.setItem(OPEN_KEY, JSON.stringify([...open].sort()));
    } catch {
      // Storage refused (private mode, quota): the menu simply starts closed next time.
    }
  }, [open]);

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="sidebar__tree">
      <Link className="sidebar__home" to={galleryConfig.samplesPrefix + kept}>
        All samples
      </Link>
      {navigation.map((group) => (
        <section key={group.slug} className="sidebar__group">
          <h2 className="sidebar__group-title">
            <Link to={galleryConfig.samplesPrefix + listingPath(group.slug) + kept}>{group.name}</Link>
          </h2>
          {group.components.map((component) => {
            const key = componentKey({ group: group.slug, component: component.slug });
            const expanded = open.has(key);
            const count = component.routes.filter((route) => route.showLink).length;
            return (
              <div key={key} className="sidebar__component">
                <button
                  type="button"
                  className="sidebar__heading"
                  aria-expanded={expanded}
                  onClick={() => toggle(key)}
                >
                  {component.name}
                </button>
                {/* The name toggles the list; the count beside it opens the component's page. */}
                <Link
                  className="sidebar__listing"
                  to={galleryConfig.samplesPrefix + listingPath(group.slug, component.slug) + kept}
                  aria-label={count === 1 ? `${component.name}: its 1 sample` : `${component.name}: all ${count} samples`}
                  title={count === 1 ? `The ${component.name} sample` : `All ${count} ${component.name} samples`}
                >
                  {count}
                </Link>
                {expanded && (
                  <ul className="sidebar__links">
                    {component.routes
                      .filter((route) => route.showLink)
                      .map((route) => {
                        const active = route.sample === selectedId;
                        return (
                          <li key={route.path}>
                            <Link
                              ref={active ? activeLink : undefined}
                              to={galleryConfig.samplesPrefix + route.path + kept}
                              className={active ? "sidebar__link sidebar__link--active" : "sidebar__link"}
                              aria-current={active ? "page" : undefined}
                              onPointerEnter={() => prefetchSample(route.sample)}
                              onFocus={() => prefetchSample(route.sample)}
                              onClick={() =>
                                onSelect({ group: group.name, control: component.name, name: route.name, route })
                              }
                            >
                              {route.name}
                              <EditedMark id={route.sample} className="sidebar__edited" />
                            </Link>
                          </li>
                        );
                      })}
                  </ul>
                )}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
