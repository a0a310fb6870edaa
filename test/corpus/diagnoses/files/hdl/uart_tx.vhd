-- uart_tx.vhd -- 8N1 transmitter, one start bit and one stop bit.
library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

entity uart_tx is
  generic (
    CLKS_PER_BIT : integer := 868  -- 100 MHz / 115200 baud
  );
  port (
    clk     : in  std_logic;
    start   : in  std_logic;
    data    : in  std_logic_vector(7 downto 0);
    tx      : out std_logic;
    busy    : out std_logic
  );
end entity uart_tx;

architecture rtl of uart_tx is
  type state_t is (IDLE, START_BIT, DATA_BITS, STOP_BIT);
  signal state   : state_t := IDLE;
  signal counter : integer range 0 to CLKS_PER_BIT - 1 := 0;  -- clocks within a bit
  signal index   : integer range 0 to 7 := 0;                 -- bit being sent
begin
  busy <= '0' when state = IDLE else '1';
end architecture rtl;
