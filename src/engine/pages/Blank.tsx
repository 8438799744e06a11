// /blank: an empty page inside the layout, a neutral place to land while another screen is reached.
import { Box } from '@mui/material';

export function BlankPage() {
  return <Box data-testid="blank-page" />;
}
