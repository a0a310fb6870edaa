/* CRC-32 (IEEE 802.3) with a table built on first use. */
#include <stddef.h>
#include <stdint.h>
#include "crc32.h"

static uint32_t table[256];
static int table_ready = 0;

static void build_table(void)
{
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) {
            if (c & 1)
                c = 0xEDB88320u ^ (c >> 1);
            else
                c = c >> 1;
        }
        table[i] = c;
    }
    table_ready = 1;
}

uint32_t crc32_update(uint32_t crc, const unsigned char *buf, size_t len)
{
    if (!table_ready)
        build_table();
    crc = crc ^ 0xFFFFFFFFu;
    while (len-- > 0)
        crc = table[(crc ^ *buf++) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

uint32_t crc32(const unsigned char *buf, size_t len)
{
    return crc32_update(0, buf, len);
}
