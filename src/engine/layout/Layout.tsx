// The logged-in frame (spec section 2): header, sidebar, content and footer. react-admin's Layout folds the
// sidebar into a drawer on small screens. The live connection is watched only while someone is logged in.
import type { ReactNode } from 'react';
import { Layout, LogoutOnMount } from 'react-admin';
import { getSession } from '../session';
import { ConnectionWatch } from '../connection';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

export function KilauLayout({ children }: { children: ReactNode }) {
  // Every page but the login page sits in this layout, so this is where a visitor without a session is
  // logged out (storage cleared, language kept) and sent to /. react-admin's requireAuth cannot do it: the
  // login page at / lives among its routes and would cache the "not logged in" answer past the login.
  if (!getSession()) return <LogoutOnMount />;
  return (
    <Layout appBar={Header} menu={Sidebar}>
      {children}
      <Footer />
      <ConnectionWatch />
    </Layout>
  );
}
