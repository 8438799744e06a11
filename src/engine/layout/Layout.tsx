// The logged-in frame (spec section 2): header, sidebar, content and footer. react-admin's Layout folds the
// sidebar into a drawer on small screens. The live connection is watched only while someone is logged in.
import { memo, type ReactNode } from 'react';
import { Layout, LogoutOnMount } from 'react-admin';
import { getSession } from '../session';
import { ConnectionWatch } from '../connection';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

const FRAME = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper, & .MuiCard-root': { overflowX: 'auto' },
} as const;

// react-admin draws its layout again whenever it re-reads its routes (once more as the app starts, ahead of the
// screen's first paint): the header and the menu keep what they drew unless what they read changes.
const FrameHeader = memo(Header);
const FrameSidebar = memo(Sidebar);

export function KilauLayout({ children }: { children: ReactNode }) {
  // Every page but the login page sits in this layout, so this is where a visitor without a session is
  // logged out (storage cleared, language kept) and sent to /. react-admin's requireAuth cannot do it: the
  // login page at / lives among its routes and would cache the "not logged in" answer past the login.
  if (!getSession()) return <LogoutOnMount />;
  return (
    // react-admin lets the frame grow to its widest content (minWidth fit-content): on a phone one wide table then
    // widened the whole page, header and all. Here the frame keeps the screen's width and what is wider scrolls in
    // place: the master lists' DataTable, and any card of a custom screen (a card would otherwise clip it).
    <Layout appBar={FrameHeader} menu={FrameSidebar} sx={FRAME}>
      {children}
      <Footer />
      <ConnectionWatch />
    </Layout>
  );
}
