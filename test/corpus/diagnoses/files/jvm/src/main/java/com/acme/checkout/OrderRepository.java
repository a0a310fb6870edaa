package com.acme.checkout;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

public final class OrderRepository {
    private static final String FIND_BY_ID =
        "SELECT id, customer_id, total_cents, status FROM orders WHERE id = ?";
    private static final String FIND_OPEN =
        "SELECT id, customer_id, total_cents, status FROM orders WHERE status = 'OPEN' ORDER BY id";

    private final DataSource dataSource;

    public OrderRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<Order> findById(long id) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(FIND_BY_ID)) {
            stmt.setLong(1, id);
            try (ResultSet rs = stmt.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(map(rs));
            }
        }
    }

    public List<Order> findOpen() throws SQLException {
        List<Order> orders = new ArrayList<>();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(FIND_OPEN);
             ResultSet rs = stmt.executeQuery()) {
            while (rs.next()) {
                orders.add(map(rs));
            }
        }
        return orders;
    }

    private static Order map(ResultSet rs) throws SQLException {
        return new Order(
            rs.getLong("id"),
            rs.getLong("customer_id"),
            rs.getLong("total_cents"),
            OrderStatus.valueOf(rs.getString("status")));
    }
}
