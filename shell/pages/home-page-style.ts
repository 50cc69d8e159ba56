import { addChunkStyle } from "../runtime/chunk-style";

/** The home page's styles, kept in its own chunk (see addChunkStyle). */
const HOME_PAGE_CSS = `
.home {
  max-width: 1200px;
}

.home__intro {
  margin: 0 0 16px;
}

.home__filter {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
}

.home__filter input {
  flex: 1 1 220px;
  max-width: 360px;
  padding: 6px 10px;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
  border-radius: 4px;
}

.home__group h2 {
  margin: 24px 0 8px;
  font-size: 19px;
}

/* Cards as wide as a phone allows and never wider than the window: no sideways scroll at 360 px. */
.home__components {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
}

.home--narrowed .home__components {
  grid-template-columns: 1fr;
}

.home__samples {
  margin: 8px 0 0;
  padding-inline-start: 20px;
  font-size: 14px;
  line-height: 1.5;
}

.home__component {
  min-width: 0;
  padding: 10px 12px;
  border: 1px solid color-mix(in srgb, currentColor 18%, transparent);
  border-radius: 6px;
}

.home__component > a {
  font-weight: 600;
}

.home__count {
  margin-inline-start: 8px;
  font-size: 13px;
  opacity: 0.8;
}

.home__summary {
  margin: 4px 0 0;
  font-size: 13px;
  line-height: 1.4;
  /* One line about the component: long descriptions stop after two lines. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
}
`;

export const addHomePageStyle = () => addChunkStyle("home-page", HOME_PAGE_CSS);
