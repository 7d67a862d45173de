// The chunk components/ui/interactive-kit.ts loads on first use: the real Ark UI widgets.
export { RealMenu } from './menu-ark';
export { RealSelect } from './select-ark';
export { RealToggleGroup } from './toggle-group-ark';
export { RealTooltip } from './tooltip-ark';
