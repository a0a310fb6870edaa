module Main (main) where

import Control.Monad (forM_, when)
import Data.List (sortOn)
import qualified Data.Map.Strict as Map
import System.Environment (getArgs)
import System.Exit (exitFailure)

-- | An order line: SKU, quantity and unit price in cents.
data Line = Line
  { sku :: String
  , qty :: Int
  , unitCents :: Int
  }
  deriving (Show, Eq)

-- | Total of an order in cents -- no discounts here.
total :: [Line] -> Int
total = sum . map (\l -> qty l * unitCents l)

-- | Quantities per SKU, largest first.
bySku :: [Line] -> [(String, Int)]
bySku ls = sortOn (negate . snd) (Map.toList (Map.fromListWith (+) [(sku l, qty l) | l <- ls]))

main :: IO ()
main = do
  args <- getArgs
  when (null args) $ do
    putStrLn "usage: checkout --file ORDERS.csv"
    exitFailure
  forM_ args putStrLn
