/* A stand-in for Windows' bcryptprimitives.dll, for the Wine check only (never shipped).
 * Rust's standard library asks it for random bytes (ProcessPrng, in Windows 10 and
 * later), and Debian 12's Wine 8.0 does not have the DLL, so no Rust program starts
 * there. This one answers from RtlGenRandom (advapi32's SystemFunction036), which Wine
 * has. scripts/wine-check.sh builds it with mingw-w64 and puts it beside the exe. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG part = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, part)) {
            return FALSE;
        }
        data += part;
        length -= part;
    }
    return TRUE;
}
