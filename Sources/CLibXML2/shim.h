#ifndef SBGEN_CLIBXML2_SHIM_H
#define SBGEN_CLIBXML2_SHIM_H

// Debian's libxml2 is built with ICU; the Swift toolchain ships its own ICU, and importing both
// next to Foundation clashes on `UErrorCode`. We never use libxml2's ICU encoding hooks, so turn
// them off before any other libxml2 header sees the flag.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlstring.h>

#endif
