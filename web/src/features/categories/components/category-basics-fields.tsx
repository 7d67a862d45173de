import { ColorPalette } from '../../../components/ui/color-palette';
import { CategoryNameField } from './category-name-field';
import { LimitNotice } from './limit-notice';
import { useTranslation } from 'react-i18next';

interface CategoryBasicsFieldsProps {
  atLimit: boolean;
  name: string;
  /** Typing marks the name touched, so its error shows from then on. */
  onNameChange(name: string): void;
  touched: boolean;
  color: string;
  onColorChange(color: string): void;
}

/** What every category form has: the limit notice (spec 1 §5), the name and the colour. */
export function CategoryBasicsFields({ atLimit, name, onNameChange, touched, color, onColorChange }: CategoryBasicsFieldsProps) {
  const { t } = useTranslation('categories');
  return (
    <>
      {atLimit ? <LimitNotice>{t('limit.reached')}</LimitNotice> : null}
      <CategoryNameField value={name} onChange={onNameChange} touched={touched} autoFocus={!atLimit} />
      <ColorPalette value={color} onValueChange={onColorChange} />
    </>
  );
}
