/**
 * Imported by every scope module, though none of them uses it: esbuild puts a module in a chunk by
 * the set of entry points that reach it, and each package reaches a different part of React. Were
 * React's three modules reached by different sets, each would become a chunk of its own that the
 * first page then loads as three requests instead of one.
 */
import "react";
import "react-dom";
import "react/jsx-runtime";
