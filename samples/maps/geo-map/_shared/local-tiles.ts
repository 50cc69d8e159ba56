// Map tiles served by the gallery itself: SVG images (Web Mercator, 256 px) rendered from the
// world shapes for zoom levels 0 to 3, in _shared/public/tiles/{level}/{x}/{y}.svg.
import { CustomMapTileSource } from "igniteui-react-core";
import { CustomMapImagery, IgrCustomMapImagery, IgrCustomMapImageryModule } from "igniteui-react-maps";
import { siteDataUrl } from "../../../_shared/site-data";

IgrCustomMapImageryModule.register();

export const deepestLocalLevel = 3;

/**
 * IgrCustomMapImagery of this release creates no implementation of its own, so this subclass supplies
 * one: a custom imagery over a tile source of the usual size (2^27 px square in 256 px tiles, like
 * OpenStreetMap's), which asks getTileImageUri for the address of each tile.
 */
class GalleryTileImagery extends IgrCustomMapImagery {
  protected override createImplementation() {
    return new CustomMapImagery(new CustomMapTileSource(134217728, 134217728, 256, 256, 0));
  }
}

// The tile source counts levels from a single pixel: level 8 is the one-tile (256 px) world, zoom 0.
const levelOffset = 8;

/** A custom imagery whose getTileImageUri names the gallery's own tile files. */
export function createLocalTileImagery(onTile?: (level: number, x: number, y: number) => void): IgrCustomMapImagery {
  const imagery = new GalleryTileImagery();
  imagery.getTileImageUri = (_s, e) => {
    const z = e.tileLevel - levelOffset;
    // Only levels 0 to 3 exist: deeper, no URI is given and the map keeps the level-3 tiles, scaled up.
    if (z < 0 || z > deepestLocalLevel) return;
    onTile?.(z, e.tilePositionX, e.tilePositionY);
    e.tileImageUri = siteDataUrl(`maps/geo-map/tiles/${z}/${e.tilePositionX}/${e.tilePositionY}.svg`);
  };
  return imagery;
}
