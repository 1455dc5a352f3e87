// Content as the content API sends it: brand settings, restaurants, menus, pages and tiles.
export * from './content.models';
